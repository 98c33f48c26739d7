import type { Identification, PhysicalCharacteristics } from '@pepper/contract';
import { INCONCLUSIVE_RESULT } from '@pepper/domain/identification';
import { apiError, http, HttpResponse, server, setScenario } from '@pepper/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import IdentifyHistoryPage from './IdentifyHistoryScreen';
import IdentifyPage from './IdentifyScreen';
import { renderRoutes } from '@pepper/ui/testing';
import { photo, quietConsoleErrors } from '../../test/identify-photo';

vi.mock('./image-tools', async (importOriginal) => {
  const original = await importOriginal<typeof import('./image-tools')>();
  const { readFileAsDataUrl } = await import('@pepper/client');
  return { ...original, preparePhoto: (file: Blob) => readFileAsDataUrl(file) };
});

const renderIdentify = (path = '/identify') =>
  renderRoutes(path, [
    { path: '/identify', element: <IdentifyPage /> },
    { path: '/identify/history', element: <IdentifyHistoryPage /> },
    { path: '/garden', element: <p>My Garden</p> },
    { path: '/peppers/:id', element: <p>Pepper page</p> },
  ]);

async function identify(user: ReturnType<typeof renderIdentify>['user']) {
  await user.upload(screen.getByLabelText('Pepper photo file'), photo());
  await screen.findByRole('img', { name: 'Selected pepper photo' });
  await user.click(screen.getByRole('button', { name: 'Identify Pepper' }));
  await screen.findByRole('heading', { level: 2, name: 'Habanero' });
}

quietConsoleErrors();

/** Look-alike candidates sharing a heat range and supporting features, each with its own id, name and confidence. */
const lookAlikesWith =
  ([shuMin, shuMax]: [number, number], supportingFeatures: string[] = []) =>
  (pepperId: number, name: string, confidence: number) => ({
    pepperId,
    name,
    shuMin,
    shuMax,
    confidence,
    supportingFeatures,
  });

/** An identify answer: the given fields over a result with nothing more to say. */
const identifyAnswer = ({
  physicalCharacteristics,
  ...fields
}: Partial<Omit<Identification, 'physicalCharacteristics'>> & {
  physicalCharacteristics?: Partial<PhysicalCharacteristics>;
}) => ({
  identification: {
    definitive: false,
    eliminatedVarieties: [],
    culturalContext: '',
    alternativeNames: [],
    distinguishingFeatures: [],
    warnings: [],
    ...fields,
    physicalCharacteristics: { ...INCONCLUSIVE_RESULT.physicalCharacteristics, ...physicalCharacteristics },
  },
});

describe('Identification candidates', () => {
  it('shows the first candidate in full with its confidence, the others as cards with a bar and Why', async () => {
    const { user } = renderIdentify();
    await identify(user);
    expect(screen.getByLabelText('Habanero: 72% confidence')).toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'It could also be' });
    const bonnet = within(others).getByLabelText('Scotch Bonnet');
    expect(within(bonnet).getByLabelText('Scotch Bonnet: 18% confidence')).toBeInTheDocument();
    expect(within(bonnet).getByText('100,000 - 350,000 SHU')).toBeInTheDocument();
    await user.click(within(bonnet).getByText('Why Scotch Bonnet?'));
    expect(within(bonnet).getByText('Squat lobed pod')).toBeVisible();
    const reaper = within(others).getByLabelText('Carolina Reaper');
    expect(within(reaper).getByText('Superhot')).toBeInTheDocument();
  });

  it('carries the handling warning when a superhot is anywhere among the candidates', async () => {
    const { user } = renderIdentify();
    await identify(user);
    const warnings = screen.getByRole('note', { name: 'Warnings' });
    expect(within(warnings).getByText('Extreme heat: handle with extreme caution')).toBeInTheDocument();
    expect(within(warnings).getByText(/It may be Carolina Reaper, a superhot/)).toBeInTheDocument();
  });

  it('shows the offline candidates when the vision model is unavailable', async () => {
    server.use(
      http.post('/api/identify', async ({ request }) => {
        const body = (await request.clone().json()) as { useAI?: boolean };
        return body.useAI === false ? undefined : apiError(503, 'Identification service is not configured');
      }),
    );
    const { user } = renderIdentify();
    await identify(user);
    expect(screen.getByLabelText('Habanero: 41% confidence')).toBeInTheDocument();
    // Below an even chance, the screen says what makes a surer answer.
    const tips = screen.getByRole('heading', { name: 'For a surer answer' }).closest('div')!;
    expect(within(tips).getByText(/calyx/)).toBeInTheDocument();
  });

  it('says it cannot tell from the photo when the first candidate is under 20%, and lists the closest look-alikes', async () => {
    const lookAlike = lookAlikesWith([2_500, 8_000], ['Red, smooth skin']);
    server.use(
      http.post('/api/identify', () =>
        HttpResponse.json(
          identifyAnswer({
            pepperName: 'Fresno',
            botanicalClassification: 'Capsicum annuum',
            shuRange: '2,500 - 10,000 SHU',
            physicalCharacteristics: { color: 'Red' },
            identificationCriteria: ['Database pattern matching'],
            origin: 'New Mexico, USA',
            matchedPepperId: 1010,
            candidates: [
              lookAlike(1010, 'Fresno', 0.04),
              lookAlike(1011, 'Red Jalapeño', 0.03),
              lookAlike(1012, 'Cayenne', 0.02),
            ],
          }),
        ),
      ),
    );
    const { user } = renderIdentify();
    await user.upload(screen.getByLabelText('Pepper photo file'), photo());
    await screen.findByRole('img', { name: 'Selected pepper photo' });
    await user.click(screen.getByRole('button', { name: 'Identify Pepper' }));
    await screen.findByRole('heading', { level: 2, name: 'Cannot tell from this photo' });
    expect(screen.queryByText('PROBABLE')).not.toBeInTheDocument();
    // A fallback result still says how it was reached.
    expect(screen.getByText('Database pattern matching', { selector: 'span,div' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /in the database/ })).not.toBeInTheDocument();
    const lookAlikes = screen.getByRole('region', { name: 'Closest look-alikes' });
    for (const [name, percent] of [
      ['Fresno', 4],
      ['Red Jalapeño', 3],
      ['Cayenne', 2],
    ] as const)
      expect(within(lookAlikes).getByLabelText(`${name}: ${percent}% confidence`)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Physical Characteristics' })).not.toBeInTheDocument();
    expect(screen.getAllByText(/calyx/)).toHaveLength(1);
  });

  it('leaves out the characteristics and lists that nothing was determined for', async () => {
    const { user } = renderIdentify();
    await identify(user);
    expect(screen.queryByText('Not determined')).not.toBeInTheDocument();
    expect(screen.queryByText('None noted')).not.toBeInTheDocument();
  });

  it('lets a signed-in user confirm a candidate, keeps it in the history and offers Add to My Garden', async () => {
    setScenario('free');
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/identify/confirmations') && request.method === 'POST')
        bodies.push(await request.clone().json());
    });
    const { user, location } = renderIdentify();
    await identify(user);
    const confirm = screen.getByRole('group', { name: 'Is this right?' });
    expect(
      within(confirm)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Habanero', 'Scotch Bonnet', 'Carolina Reaper', 'None of these']);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.click(within(confirm).getByRole('radio', { name: 'Scotch Bonnet' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Confirmed: Scotch Bonnet' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        image: expect.stringMatching(/^data:image\/png;base64,/),
        pepperId: 3002,
        candidateIds: [3001, 3002, 3004],
        source: 'ai',
      },
    ]);
    const garden = screen.getByRole('link', { name: 'Add to My Garden' });
    expect(garden).toHaveAttribute('href', '/garden?add=3002');

    await user.click(screen.getByRole('link', { name: 'See your identification history' }));
    expect(location()).toBe('/identify/history');
    const list = await screen.findByRole('list', { name: 'Confirmed identifications' });
    expect(within(list).getByRole('link', { name: 'Scotch Bonnet' })).toHaveAttribute(
      'href',
      '/peppers/3002',
    );
    expect(within(list).getByRole('img', { name: 'Your photo of Scotch Bonnet' })).toBeInTheDocument();
    await user.click(within(list).getByRole('link', { name: 'Add Scotch Bonnet to My Garden' }));
    expect(location()).toBe('/garden?add=3002');
    server.events.removeAllListeners();
  });

  it('records that none fits, and tells a visitor to sign in to keep a history', async () => {
    const { user } = renderIdentify();
    await identify(user);
    await user.click(screen.getByRole('radio', { name: 'None of these' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Noted: none of these fits' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to My Garden' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fidentify',
    );
  });

  it('keeps the choice and says so when saving fails', async () => {
    setScenario('free');
    server.use(http.post('/api/identify/confirmations', () => apiError(500, 'Internal Server Error')));
    const { user } = renderIdentify();
    await identify(user);
    await user.click(screen.getByRole('radio', { name: 'Habanero' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your confirmation could not be saved');
    expect(screen.getByRole('radio', { name: 'Habanero' })).toBeChecked();
  });

  it('offers no confirmation for the inconclusive result', async () => {
    server.use(http.post('/api/identify', () => new HttpResponse('down', { status: 500 })));
    const { user } = renderIdentify();
    await user.upload(screen.getByLabelText('Pepper photo file'), photo());
    await screen.findByRole('img', { name: 'Selected pepper photo' });
    await user.click(screen.getByRole('button', { name: 'Identify Pepper' }));
    await screen.findByRole('heading', { level: 2, name: 'Capsicum specimen - identification inconclusive' });
    expect(screen.queryByRole('group', { name: 'Is this right?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'It could also be' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For a surer answer' })).toBeInTheDocument();
  });
});

describe('Identification history (/identify/history)', () => {
  it('asks a visitor to sign in', async () => {
    renderIdentify('/identify/history');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fidentify%2Fhistory',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says when nothing is confirmed yet', async () => {
    setScenario('free');
    renderIdentify('/identify/history');
    expect(await screen.findByText('No confirmed identifications yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading your history…')).not.toBeInTheDocument());
  });
});

describe('A result never contradicts itself', () => {
  const offlineOnly = () =>
    server.use(
      http.post('/api/identify', async ({ request }) => {
        const body = (await request.clone().json()) as { useAI?: boolean };
        return body.useAI === false ? undefined : apiError(503, 'Identification service is not configured');
      }),
    );

  it('names each figure for what it is: a confidence beside the name, a similarity in the criteria', async () => {
    offlineOnly();
    const { user } = renderIdentify();
    await identify(user);
    const result = screen.getByRole('heading', { level: 2, name: 'Habanero' }).closest('[aria-labelledby]')!;
    expect(within(result as HTMLElement).getByText('PROBABLE')).toBeInTheDocument();
    expect(screen.getByLabelText('Habanero: 41% confidence')).toBeInTheDocument();
    expect(
      screen.getByText(/^Colour and shape similarity, the closest of \d+ varieties: 96%/),
    ).toBeInTheDocument();
    // Every percentage on the screen says what it measures.
    const figures = [...document.body.querySelectorAll('li, span, p')]
      .filter((el) => el.children.length === 0 && /\d+%/.test(el.textContent ?? ''))
      .map((el) => el.textContent ?? '');
    expect(figures.length).toBeGreaterThan(1);
    for (const text of figures) expect(text).toMatch(/confidence|similar/);
  });

  it('lists no candidate among the eliminated varieties', async () => {
    server.use(
      http.post('/api/identify', () =>
        HttpResponse.json(
          identifyAnswer({
            pepperName: 'Habanero',
            botanicalClassification: 'Capsicum chinense',
            shuRange: 'Very Hot: 100,000 - 350,000 SHU',
            physicalCharacteristics: { color: 'Orange', shape: 'Lantern' },
            identificationCriteria: ['Lantern shape'],
            // An answer that rules out what it also suggests (as a model may write it).
            eliminatedVarieties: ['Scotch Bonnet (squatter)', 'Habanero (too small)', 'Fatalii (yellow)'],
            origin: 'Yucatán, Mexico',
            matchedPepperId: 3001,
            candidates: [
              {
                pepperId: 3001,
                name: 'Habanero',
                shuMin: 100_000,
                shuMax: 350_000,
                confidence: 0.6,
                supportingFeatures: [],
              },
              {
                pepperId: 3002,
                name: 'Scotch Bonnet',
                shuMin: 100_000,
                shuMax: 350_000,
                confidence: 0.3,
                supportingFeatures: [],
              },
            ],
          }),
        ),
      ),
    );
    const { user } = renderIdentify();
    await identify(user);
    const eliminated = screen.getByRole('region', { name: 'Eliminated Varieties' });
    expect(
      within(eliminated)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fatalii (yellow)']);
    expect(
      within(screen.getByRole('region', { name: 'It could also be' })).getByLabelText('Scotch Bonnet'),
    ).toBeInTheDocument();
  });

  it('announces to screen readers what the screen says, a "cannot tell" result included', async () => {
    const lookAlike = lookAlikesWith([100, 500]);
    server.use(
      http.post('/api/identify', () =>
        HttpResponse.json(
          identifyAnswer({
            pepperName: 'Feher Ozon Paprika',
            botanicalClassification: 'Capsicum annuum',
            shuRange: 'Mild: 100 - 500 SHU',
            identificationCriteria: ['Database pattern matching'],
            origin: 'Hungary',
            matchedPepperId: 1020,
            candidates: [lookAlike(1020, 'Feher Ozon Paprika', 0.12), lookAlike(1021, 'Hungarian Wax', 0.08)],
          }),
        ),
      ),
    );
    const { user } = renderIdentify();
    await user.upload(screen.getByLabelText('Pepper photo file'), photo());
    await screen.findByRole('img', { name: 'Selected pepper photo' });
    await user.click(screen.getByRole('button', { name: 'Identify Pepper' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Cannot tell from this photo' });
    await waitFor(() =>
      expect(screen.getByText(/^Result: /, { selector: '[role="status"]' })).toHaveTextContent(
        'Result: Cannot tell from this photo',
      ),
    );
    expect(screen.queryByText(/Result: Feher Ozon Paprika/)).not.toBeInTheDocument();
    // The result's region is named by the heading the screen shows.
    expect(heading.closest('[aria-labelledby]')).toHaveAccessibleName('Cannot tell from this photo');
  });
});
