import { http, HttpResponse, server } from '@pepper/mocks/node';
import Toaster from '@pepper/ui/toaster';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from '@pepper/router';
import { renderWithShell } from '../../test/render';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}
import HomePage from './HomePage';

function renderHome() {
  return renderWithShell(
    <>
      <HomePage />
      <Toaster />
    </>,
  );
}

describe('Home', () => {
  it('searches through a GET form to /peppers whose field is the search, so it works without the page’s code', () => {
    renderHome();
    const form = screen.getByRole('search', { name: 'Search peppers' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/peppers');
    expect(within(form).getByRole('combobox')).toHaveAttribute('name', 'search');
  });

  it('posts the suggestion form to the API as a plain form, which comes back here', () => {
    renderHome();
    const form = screen.getByRole('button', { name: 'Submit Suggestion' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/suggestions/form');
    expect([...new FormData(form).keys()]).toEqual(['returnTo', 'category', 'content', 'userEmail']);
    expect(new FormData(form).get('returnTo')).toBe('/');
  });

  it('thanks for a suggestion the server took from the plain form', () => {
    renderWithShell(<HomePage />, { path: '/?suggestion=sent' });
    expect(screen.getByText(/Thank you! Your suggestion has been submitted/)).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('says the Heat Index tile’s figure is the scale’s reach, not a pepper’s heat', () => {
    renderHome();
    const tile = screen.getByRole('link', { name: /Heat Index/ });
    expect(tile).toHaveAttribute('href', '/scoville');
    expect(tile).toHaveTextContent('Scale: 0-500M SHU');
  });

  it('shows a loading state, then the Pepper of the Day and up to four Popular Peppers', async () => {
    renderHome();
    expect(screen.getByText('Loading peppers…')).toBeInTheDocument();
    // Both sections hold their place while loading, so nothing below them moves.
    expect(screen.getByRole('heading', { name: 'Pepper of the Day' })).toBeInTheDocument();
    const popular = screen.getByRole('region', { name: 'Popular Peppers' });
    const names = (await within(popular).findAllByRole('listitem')).map((li) => li.textContent);
    expect(screen.queryByText('Loading peppers…')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Pepper of the Day' })).getByRole('link'),
    ).toBeInTheDocument();
    expect(names).toHaveLength(4);
    // Name priority: Jalapeño, Bell Pepper, Serrano, Poblano come first when they exist.
    expect(names[0]).toContain('Jalapeño');
    expect(names[1]).toContain('Bell Pepper');
    expect(names[2]).toContain('Serrano');
    expect(names[3]).toContain('Poblano');
    expect(within(popular).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/peppers');
  });

  it('says the pepper list failed when it cannot be fetched', async () => {
    server.use(http.get('/api/peppers', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderHome();
    expect(await screen.findByText('Failed to fetch peppers')).toBeInTheDocument();
  });

  it('shows the variety and recipe counts from the data, never hard-coded', async () => {
    renderHome();
    expect(await screen.findByText('14 pepper varieties')).toBeInTheDocument();
    expect(screen.getByText('3+ spicy recipes')).toBeInTheDocument();
  });

  it("refuses a blank suggestion with the 'Required' toast and sends nothing", async () => {
    let sent = 0;
    server.use(
      http.post('/api/suggestions', () => {
        sent += 1;
        return HttpResponse.json({ id: 1, createdAt: '' });
      }),
    );
    renderHome();
    await userEvent.type(screen.getByLabelText('Your suggestion'), '    ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Suggestion' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a suggestion before submitting.')).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('sends trimmed text, reads Submitting... while sending, then thanks the user and resets the form', async () => {
    let body: unknown;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/suggestions', async ({ request }) => {
        body = await request.json();
        await answered;
        return HttpResponse.json({ id: 7, createdAt: new Date().toISOString() }, { status: 201 });
      }),
    );
    renderHome();
    await userEvent.type(screen.getByLabelText('Your suggestion'), '  Add the Aji Charapita  ');
    await userEvent.type(screen.getByLabelText('Email (optional)'), ' cook@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Suggestion' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(
      screen.getByText('Your suggestion has been submitted successfully. We appreciate your feedback!'),
    ).toBeInTheDocument();
    expect(body).toEqual({
      content: 'Add the Aji Charapita',
      category: 'other',
      userEmail: 'cook@example.com',
    });
    expect(screen.getByLabelText('Your suggestion')).toHaveValue('');
    expect(screen.getByLabelText('Email (optional)')).toHaveValue('');
  });

  it('does not claim a suggestion kept offline was submitted: it is cleared and sent later', async () => {
    server.use(
      http.post('/api/suggestions', () =>
        HttpResponse.json({ queued: true }, { status: 202, headers: { 'x-pepper-queued': '1' } }),
      ),
    );
    renderHome();
    await userEvent.type(screen.getByLabelText('Your suggestion'), 'A pepper from the allotment');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Suggestion' }));
    await waitFor(() => expect(screen.getByLabelText('Your suggestion')).toHaveValue(''));
    expect(screen.queryByText('Thank you!')).toBeNull();
  });

  it('omits an empty email', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post('/api/suggestions', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 1, createdAt: '' }, { status: 201 });
      }),
    );
    renderHome();
    await userEvent.type(screen.getByLabelText('Your suggestion'), 'More Korean peppers');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Suggestion' }));
    await screen.findByText('Thank you!');
    expect(body).not.toHaveProperty('userEmail');
  });

  it("shows the 'Error' toast when the suggestion cannot be saved, and keeps the text", async () => {
    server.use(http.post('/api/suggestions', () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    renderHome();
    await userEvent.type(screen.getByLabelText('Your suggestion'), 'Keep this text');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Suggestion' }));
    expect(await screen.findByText('Failed to submit suggestion. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your suggestion')).toHaveValue('Keep this text');
  });

  it('registers a shop click and shows the refreshed count', async () => {
    renderHome();
    expect(await screen.findByText(/41 readers have visited/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Visit shop/ });
    expect(link).toHaveAttribute('target', '_blank');
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByText(/42 readers have visited/)).toBeInTheDocument());
  });

  it('shows no count before anyone has visited the shop', async () => {
    server.use(http.get('/api/clicks/:shopId', () => HttpResponse.json({ clickCount: 0 })));
    renderHome();
    expect(await screen.findByText('Seeds, sauces and powders')).toBeInTheDocument();
    expect(screen.queryByText(/visited/)).not.toBeInTheDocument();
  });

  it("names the hosting platform in 'Powered by' only when the deployment names one", async () => {
    renderHome();
    await screen.findByText(/readers have visited/);
    expect(screen.queryByText(/Powered by/)).not.toBeInTheDocument();
  });

  it('sends a search to /peppers with the trimmed, encoded text and ignores blank text', async () => {
    renderWithShell(
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/peppers" element={<LocationProbe />} />
      </Routes>,
    );
    const box = screen.getByRole('combobox', { name: 'Search peppers' });
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('combobox', { name: 'Search peppers' })).toBeInTheDocument();
    // The field becomes the combobox at its first use: once it has, the one on screen is typed into.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search peppers' })).not.toBe(box));
    await userEvent.type(screen.getByRole('combobox', { name: 'Search peppers' }), '  ghost pepper ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/peppers?search=ghost%20pepper');
  });
});
