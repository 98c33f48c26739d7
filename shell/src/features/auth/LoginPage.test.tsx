import { renderRoutes } from '@pepper/ui/testing';
import { setScenario } from '@pepper/mocks/node';
import { screen } from '@testing-library/react';
import LoginPage from './LoginPage';

const renderLogin = () =>
  renderRoutes('/login?returnTo=%2Ffavorites', [
    { path: '/login', element: <LoginPage /> },
    { path: '/favorites', element: <p>Favorites page</p> },
  ]);

describe('creating an account', () => {
  it('asks for the code mailed to the address, then signs in and returns to the page', async () => {
    const { user, location } = renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    await user.type(screen.getByLabelText('Email'), 'New.Grower@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a message to new.grower@example.com.',
    );
    const finish = screen.getByRole('button', { name: 'Finish Creating Account' });
    expect(finish).toBeDisabled();
    await user.type(screen.getByLabelText('Code from the email'), '000000');
    await user.click(finish);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Check the newest email and type its code again (4 tries left).',
    );
    await user.clear(screen.getByLabelText('Code from the email'));
    await user.type(screen.getByLabelText('Code from the email'), '123456');
    await user.click(screen.getByRole('button', { name: 'Finish Creating Account' }));
    expect(await screen.findByText('Favorites page')).toBeInTheDocument();
    expect(location()).toBe('/favorites');
  });

  it('goes back to the form to use another address', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    await user.type(screen.getByLabelText('Email'), 'grower@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await user.click(await screen.findByRole('button', { name: 'Use another email or send a new code' }));
    expect(screen.getByLabelText('Email')).toHaveValue('grower@example.com');
  });
});

describe('someone already signed in', () => {
  it('is told who is signed in, and offers to continue to the page or the account', async () => {
    setScenario('pro');
    renderLogin();
    expect(await screen.findByRole('status')).toHaveTextContent('You are signed in as Sam Grower (Pro).');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/favorites');
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
  });
});

describe('the addresses of the sign-in screen', () => {
  it('opens on creating an account at /signup', async () => {
    renderRoutes('/signup', [{ path: '/signup', element: <LoginPage /> }]);
    expect(await screen.findByRole('tab', { name: 'Create Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('signs in and goes Home when no page to return to is named, or one on another site', async () => {
    const { user, location } = renderRoutes('/login?returnTo=%2F%2Fevil.example', [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>Home page</p> },
    ]);
    await user.type(await screen.findByLabelText('Email'), 'grower@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(location()).toBe('/');
  });
});
