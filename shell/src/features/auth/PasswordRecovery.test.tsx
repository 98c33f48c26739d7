import { MOCK_RESET_CODE } from '@pepper/mocks/handlers';
import { linkTargets, renderRoutes } from '@pepper/ui/testing';
import { screen } from '@testing-library/react';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginPage from './LoginPage';
import ResetPasswordPage from './ResetPasswordPage';

const screens = [
  { path: '/login', element: <LoginPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/favorites', element: <p>Favorites page</p> },
];

describe('recovering an account whose password is forgotten', () => {
  it('goes from sign-in to a code by mail, then a new password, and back to the page signed in', async () => {
    const { user, location } = renderRoutes('/login?returnTo=%2Ffavorites', screens);
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(location()).toBe('/forgot-password?returnTo=%2Ffavorites');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'Grower@Example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(location()).toBe('/reset-password?returnTo=%2Ffavorites');
    // The same words whether or not the address has an account.
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account uses that address, we sent it an email with a code to set a new password.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('grower@example.com');

    const set = screen.getByRole('button', { name: 'Set new password' });
    await user.type(screen.getByLabelText('Code from the email'), '0000000099');
    expect(screen.getByLabelText('Code from the email')).toHaveValue('00000000');
    await user.type(screen.getByLabelText('New password'), 'short');
    expect(set).toBeDisabled();
    await user.type(screen.getByLabelText('New password'), ' but long now');
    await user.click(set);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code does not work. It may be mistyped, already used, tried too often or more than 30 minutes old.',
    );

    await user.clear(screen.getByLabelText('Code from the email'));
    await user.type(screen.getByLabelText('Code from the email'), MOCK_RESET_CODE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Favorites page')).toBeInTheDocument();
    expect(location()).toBe('/favorites');
  });

  it('takes a code typed later, on a reset screen opened by itself, and offers a new code', async () => {
    const { user, location } = renderRoutes('/reset-password', screens);
    expect(await screen.findByLabelText('Email')).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new code' })).toHaveAttribute('href', '/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'grower@example.com');
    await user.type(screen.getByLabelText('Code from the email'), MOCK_RESET_CODE);
    await user.type(screen.getByLabelText('New password'), 'a new long password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('leads back to signing in from the forgot-password screen', async () => {
    renderRoutes('/forgot-password?returnTo=%2Ffavorites', screens);
    await screen.findByRole('link', { name: 'Back to sign in' });
    expect(linkTargets('Back to sign in')).toEqual(['/login?returnTo=%2Ffavorites']);
    expect(linkTargets('Enter it')).toEqual(['/reset-password?returnTo=%2Ffavorites']);
  });
});
