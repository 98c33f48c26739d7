import { apiError, http, HttpResponse, server, setScenario } from '@pepper/mocks/node';
import { screen, waitFor } from '@testing-library/react';
import ImageResearch from './ImageResearchScreen';
import { renderRoutes } from '@pepper/ui/testing';

const renderPage = () =>
  renderRoutes('/admin/images', [{ path: '/admin/images', element: <ImageResearch /> }]);
const STATUS = '/api/admin/update-pepper-images/status';
const START = '/api/admin/update-pepper-images';

describe('AI Image Research Center (/admin/images)', () => {
  it('asks a visitor to sign in', async () => {
    setScenario('signed-out');
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AI Image Research Center');
    expect(await screen.findByRole('heading', { name: 'Sign in required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fadmin%2Fimages',
    );
    expect(screen.queryByRole('button', { name: /Research/ })).not.toBeInTheDocument();
  });

  it('refuses a signed-in user who is not an admin', async () => {
    setScenario('free');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Research/ })).not.toBeInTheDocument();
  });

  it('lets a user whose address is not yet confirmed prove it with the emailed code, and then opens the center', async () => {
    const { userFor } = await import('@pepper/mocks/fixtures');
    let admin = false;
    server.use(
      http.get('/api/user', () =>
        HttpResponse.json(
          admin ? { ...userFor('free', true) } : { ...userFor('free'), emailVerified: false },
        ),
      ),
    );
    server.use(http.get(STATUS, () => HttpResponse.json({ status: 'idle', progress: 0 })));
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email Me a Code' }));
    expect(
      await screen.findByText('A code is on its way to grower@example.com. It works for 15 minutes.'),
    ).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Code from the email'), '99x9999');
    expect(screen.getByLabelText('Code from the email')).toHaveValue('999999');
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Check the newest email and type its code again (4 tries left).',
    );
    await user.clear(screen.getByLabelText('Code from the email'));
    await user.type(screen.getByLabelText('Code from the email'), '123456');
    admin = true;
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Start Image Research' })).toBeInTheDocument();
  });

  it('offers no code to a user whose confirmed address is simply not an administrator', async () => {
    setScenario('free');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email Me a Code' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeInTheDocument();
  });

  it('runs the research with a live progress bar and shows the results', async () => {
    setScenario('admin');
    const failed = Array.from({ length: 13 }, (_, i) => `Pepper ${i + 1}`);
    let polls = 0;
    let started = false;
    server.use(
      http.get(STATUS, () => {
        if (!started) return HttpResponse.json({ status: 'idle', progress: 0 });
        polls += 1;
        if (polls === 1)
          return HttpResponse.json({
            status: 'running',
            progress: 40,
            result: {
              totalPeppers: 20,
              processedPeppers: 8,
              updatedImages: 3,
              verifiedImages: 3,
              failedResearch: [],
            },
          });
        return HttpResponse.json({
          status: 'complete',
          progress: 100,
          result: {
            totalPeppers: 20,
            processedPeppers: 20,
            updatedImages: 6,
            verifiedImages: 7,
            failedResearch: failed,
          },
        });
      }),
      http.post(START, () => {
        started = true;
        return HttpResponse.json(
          {
            status: 'running',
            progress: 0,
            result: {
              totalPeppers: 20,
              processedPeppers: 0,
              updatedImages: 0,
              verifiedImages: 0,
              failedResearch: [],
            },
          },
          { status: 202 },
        );
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start Image Research' }));
    const button = await screen.findByRole('button', { name: 'Researching Images...' });
    expect(button).toBeDisabled();
    const bar = screen.getByRole('progressbar', { name: 'Researching images' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'), { timeout: 3000 });
    expect(screen.getByText('8 of 20 peppers processed')).toBeInTheDocument();

    await screen.findByRole('heading', { name: 'Research Results' }, { timeout: 4000 });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('button', { name: 'Start Image Research' })).toBeEnabled();
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value('Total peppers')).toBe('20');
    expect(value('Processed')).toBe('20');
    expect(value('Images updated')).toBe('6');
    expect(value('Images verified')).toBe('7');
    expect(value('Research failed')).toBe('13');
    const names = screen.getByRole('region', { name: 'Peppers without a verified photo' });
    expect(names.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByText('and 3 more')).toBeInTheDocument();
  });

  it('logs and reports a run that cannot start, and a run that failed', async () => {
    setScenario('admin');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(STATUS, () =>
        HttpResponse.json({
          status: 'failed',
          progress: 100,
          error: 'Image research failed for every pepper: search down',
          result: {
            totalPeppers: 2,
            processedPeppers: 2,
            updatedImages: 0,
            verifiedImages: 0,
            failedResearch: ['A', 'B'],
          },
        }),
      ),
      http.post(START, () => apiError(503, 'Image research is not configured', 'Service Unavailable')),
    );
    const { user } = renderPage();
    expect(
      await screen.findByText(/Research failed: Image research failed for every pepper: search down/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Image Research' }));
    expect(await screen.findByText('Research failed: Image research is not configured')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Research failed', expect.anything());
    errors.mockRestore();
  });
});
