import { http, HttpResponse, server, delay } from '@pepper/mocks/node';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import IdentifyPage from './IdentifyScreen';
import { CAMERA_CONSTRAINTS, CAMERA_ERROR } from './camera-settings';
import { renderRoutes } from '@pepper/ui/testing';
import { photo, quietConsoleErrors } from '../../test/identify-photo';

// jsdom decodes no images: a chosen file is read as a data URL and kept at its size.
vi.mock('./image-tools', async (importOriginal) => {
  const original = await importOriginal<typeof import('./image-tools')>();
  const { readFileAsDataUrl } = await import('@pepper/client');
  return { ...original, preparePhoto: (file: Blob) => readFileAsDataUrl(file) };
});

const renderIdentify = () =>
  renderRoutes('/identify', [
    { path: '/identify', element: <IdentifyPage /> },
    { path: '/peppers/:id', element: <p>Pepper page</p> },
  ]);

const identifyButton = () => screen.getByRole('button', { name: /Identify Pepper|Analyzing/ });

async function choosePhoto(user: ReturnType<typeof renderIdentify>['user'], file = photo()) {
  await user.upload(screen.getByLabelText('Pepper photo file'), file);
  return screen.findByRole('img', { name: 'Selected pepper photo' });
}

const inconclusive = {
  pepperName: 'Capsicum specimen - identification inconclusive',
  classification: 'Capsicum genus',
  heat: 'Heat level undetermined - exercise caution',
  criteria: 'Insufficient data for identification',
  warning: 'Heat level unknown - handle with extreme caution',
};

const consoleErrors = quietConsoleErrors();

describe('Photo identification (/identify)', () => {
  it('has one heading, a disabled Identify button without a photo, and the real variety count', async () => {
    renderIdentify();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pepper Identification');
    expect(identifyButton()).toBeDisabled();
    expect(screen.getByLabelText('Pepper photo file')).toHaveAttribute('accept', 'image/*');
    expect(await screen.findByText(/^\d+ varieties$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Photography Tips' })).toBeInTheDocument();
    expect(screen.getByTestId('release-note')).toHaveTextContent('Identify');
  });

  it('identifies a chosen photo with the primary call and shows every part of the result', async () => {
    const bodies: { image: string; useAI?: boolean }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/identify')) bodies.push(await request.clone().json());
    });
    const { user, location } = renderIdentify();
    await choosePhoto(user);
    expect(identifyButton()).toBeEnabled();
    await user.click(identifyButton());
    const result = await screen.findByRole('heading', { level: 2, name: 'Habanero' });
    expect(bodies).toEqual([{ image: expect.stringMatching(/^data:image\/png;base64,/) }]);
    const card = result.closest('div.grid')!.parentElement as HTMLElement;
    expect(within(card).getByText('DEFINITIVE')).toBeInTheDocument();
    for (const title of [
      'Warnings',
      'Botanical Classification',
      'Heat Analysis',
      'Geographic Origin',
      'Physical Characteristics',
      'Identification Criteria',
      'Distinguishing Features',
      'Cultural Context',
      'Alternative Names',
      'Eliminated Varieties',
    ]) {
      expect(within(card).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    for (const label of ['Color', 'Shape', 'Size', 'Surface', 'Thickness', 'Orientation'])
      expect(within(card).getByText(label)).toBeInTheDocument();
    expect(within(card).getByText('Very hot: wear gloves')).toBeInTheDocument();
    // Scotch Bonnet is among the candidates, so it is not listed as eliminated too.
    const eliminated = within(card).getByRole('region', { name: 'Eliminated Varieties' });
    expect(within(eliminated).getByText('Fatalii (pointed, yellow)')).toBeInTheDocument();
    expect(within(eliminated).queryByText(/Scotch Bonnet/)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: 'View Habanero in the database' }));
    expect(location()).toMatch(/^\/peppers\/\d+$/);
    server.events.removeAllListeners();
  });

  it('falls back to database pattern matching when the primary call fails, and logs the failure', async () => {
    server.use(
      http.post('/api/identify', async ({ request }) => {
        const body = (await request.clone().json()) as { useAI?: boolean };
        if (body.useAI !== false)
          return HttpResponse.json(
            { statusCode: 503, message: 'Identification service is not configured' },
            { status: 503 },
          );
        return undefined;
      }),
    );
    const { user } = renderIdentify();
    await choosePhoto(user);
    await user.click(identifyButton());
    await screen.findByRole('heading', { level: 2, name: 'Habanero' });
    expect(screen.getByText('PROBABLE')).toBeInTheDocument();
    expect(screen.queryByText('DEFINITIVE')).not.toBeInTheDocument();
    expect(screen.getAllByText('Database pattern matching').length).toBeGreaterThan(0);
    expect(consoleErrors()).toHaveBeenCalledWith(
      expect.stringContaining('Primary identification failed'),
      expect.objectContaining({ message: 'Failed to analyze pepper image' }),
    );
  });

  it('shows the one inconclusive result when both calls fail', async () => {
    server.use(http.post('/api/identify', () => new HttpResponse('down', { status: 500 })));
    const { user } = renderIdentify();
    await choosePhoto(user);
    await user.click(identifyButton());
    await screen.findByRole('heading', { level: 2, name: inconclusive.pepperName });
    expect(screen.getByText(inconclusive.classification)).toBeInTheDocument();
    expect(screen.getByText(inconclusive.heat)).toBeInTheDocument();
    expect(screen.getByText(inconclusive.criteria)).toBeInTheDocument();
    expect(screen.getByText(inconclusive.warning)).toBeInTheDocument();
    // It names no pepper, so it carries no badge and no empty rows, and the photo tips stand once.
    expect(screen.queryByText('PROBABLE')).not.toBeInTheDocument();
    expect(screen.queryByText('Not determined')).not.toBeInTheDocument();
    expect(screen.queryByText('None noted')).not.toBeInTheDocument();
    expect(screen.getAllByText(/calyx/)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /in the database/ })).not.toBeInTheDocument();
    expect(consoleErrors()).toHaveBeenCalledWith(
      expect.stringContaining('Fallback identification failed'),
      expect.any(Error),
    );
  });

  it("shows the inconclusive result when the fallback answers no identification ('No identification data received')", async () => {
    server.use(
      http.post('/api/identify', async ({ request }) => {
        const body = (await request.json()) as { useAI?: boolean };
        return body.useAI === false
          ? HttpResponse.json({})
          : new HttpResponse('bad gateway', { status: 502 });
      }),
    );
    const { user } = renderIdentify();
    await choosePhoto(user);
    await user.click(identifyButton());
    await screen.findByRole('heading', { level: 2, name: inconclusive.pepperName });
    expect(consoleErrors()).toHaveBeenCalledWith(
      expect.stringContaining('Fallback identification failed'),
      expect.objectContaining({ message: 'No identification data received' }),
    );
  });

  it('is busy while analysing, and a new photo clears the result; the photo can be removed', async () => {
    server.use(
      http.post('/api/identify', async () => {
        await delay(150);
        return undefined;
      }),
    );
    const { user } = renderIdentify();
    await choosePhoto(user);
    await user.click(identifyButton());
    expect(identifyButton()).toBeDisabled();
    expect(identifyButton()).toHaveTextContent('Analyzing...');
    expect(screen.getByRole('status')).toHaveTextContent('Analyzing your photo…');
    await screen.findByRole('heading', { level: 2, name: 'Habanero' });
    expect(identifyButton()).toBeEnabled();

    await choosePhoto(user, photo('another.png'));
    expect(screen.queryByRole('heading', { level: 2, name: 'Habanero' })).not.toBeInTheDocument();

    await user.click(identifyButton());
    await screen.findByRole('heading', { level: 2, name: 'Habanero' });
    await user.click(screen.getByRole('button', { name: 'Remove Photo' }));
    expect(screen.queryByRole('img', { name: 'Selected pepper photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Habanero' })).not.toBeInTheDocument();
    expect(identifyButton()).toBeDisabled();
  });
});

describe('the camera', () => {
  const stop = vi.fn();
  const getUserMedia = vi.fn();
  const toDataURL = vi.fn(() => 'data:image/jpeg;base64,Q0FQVFVSRUQ=');
  const drawImage = vi.fn();

  beforeEach(() => {
    stop.mockReset();
    getUserMedia.mockReset();
    getUserMedia.mockResolvedValue({ getTracks: () => [{ stop }] } as unknown as MediaStream);
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
      fillRect: vi.fn(),
      fillStyle: '',
    } as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(toDataURL);
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the rear camera at 1280x720, captures a JPEG at quality 0.8 and stops the stream', async () => {
    const { user } = renderIdentify();
    await user.click(screen.getByRole('button', { name: 'Use Camera' }));
    expect(getUserMedia).toHaveBeenCalledWith({ video: CAMERA_CONSTRAINTS });
    const video = await screen.findByLabelText('Live camera preview');
    expect(screen.getByRole('button', { name: 'Capture' })).toBeDisabled();
    Object.defineProperty(video, 'videoWidth', { value: 1920 });
    Object.defineProperty(video, 'videoHeight', { value: 1080 });
    act(() => {
      fireEvent(video, new Event('loadedmetadata'));
    });
    await user.click(screen.getByRole('button', { name: 'Capture' }));
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 1280, 720);
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', 0.8);
    expect(stop).toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Selected pepper photo' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,Q0FQVFVSRUQ=',
    );
    expect(screen.queryByLabelText('Live camera preview')).not.toBeInTheDocument();
    expect(identifyButton()).toBeEnabled();
  });

  it('stops the stream on Cancel', async () => {
    const { user } = renderIdentify();
    await user.click(screen.getByRole('button', { name: 'Use Camera' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(stop).toHaveBeenCalled();
    expect(screen.queryByLabelText('Live camera preview')).not.toBeInTheDocument();
  });

  it('says so when the camera cannot be used', async () => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    const { user } = renderIdentify();
    await user.click(screen.getByRole('button', { name: 'Use Camera' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CAMERA_ERROR));
    expect(screen.queryByLabelText('Live camera preview')).not.toBeInTheDocument();
  });
});
