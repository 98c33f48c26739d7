import { http, HttpResponse, server } from '@pepper/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { GEOLOCATION_OPTIONS } from '../../components/location-settings';
import { fakeGeolocation, removeGeolocation } from '../../test/geolocation';
import { answerUnavailable } from '../../test/service-unavailable';
import ClimateGuide from './ClimateScreen';
import { renderPage } from '@pepper/ui/testing';
import { expectBackToMenu, expectOneTitle, expectTabs } from '../../test/page-checks';

const renderClimate = () => renderPage('/grow/climate', <ClimateGuide />);
let logged: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  logged.mockRestore();
  removeGeolocation();
  vi.useRealTimers();
});

describe('the climate zones guide', () => {
  it('has one h1 and, like every guide, a back link to the menu', () => {
    renderClimate();
    expectOneTitle('Climate Zones Guide');
    expectBackToMenu();
  });

  it('asks the device for its location on load, with high accuracy, a 10 s timeout and positions up to 5 minutes old', () => {
    const geo = fakeGeolocation();
    renderClimate();
    expect(geo.calls).toHaveLength(1);
    expect(geo.calls[0].options).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 });
    expect(geo.calls[0].options).toBe(GEOLOCATION_OPTIONS);
  });

  it('while detecting, the Detect button shows a spinner and is disabled', async () => {
    const geo = fakeGeolocation();
    const { user } = renderClimate();
    const button = screen.getByRole('button', { name: 'Detecting...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.animate-spin')).not.toBeNull();
    await user.click(button);
    expect(geo.calls).toHaveLength(1);
  });

  it.each([
    [
      'a northern place (London)',
      51.5,
      -0.1,
      'Continental',
      'Summer',
      'Europe',
      'northern',
      'Northern Hemisphere Calendar',
      'Continental/Northern',
    ],
    [
      'a southern place (Melbourne)',
      -37.8,
      144.9,
      'Temperate',
      'Winter',
      'Australia/Oceania',
      'southern',
      'Southern Hemisphere Calendar',
      'Temperate/Mediterranean',
    ],
    [
      'a tropical place (Singapore)',
      1.35,
      103.8,
      'Tropical',
      'Wet Season',
      'Southeast/South Asia',
      'tropical',
      'Tropical Calendar',
      'Tropical/Subtropical',
    ],
  ])(
    'in July in %s, shows the band, season, region, a recommendation, the calendar variant and the zone card',
    (_, lat, lon, band, season, region, variant, calendarTitle, zone) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 6, 15) });
      const geo = fakeGeolocation();
      renderClimate();
      geo.grant(lat, lon);
      const reading = screen.getByTestId('climate-reading');
      expect(within(reading).getByRole('heading', { level: 2, name: `${band} climate` })).toBeInTheDocument();
      expect(reading).toHaveTextContent(`Season: ${season}`);
      expect(reading).toHaveTextContent(region);
      expect(reading).toHaveTextContent('Right now:');
      expect(screen.getByRole('heading', { level: 2, name: calendarTitle })).toBeInTheDocument();
      expect(screen.getByTestId('growing-calendar')).toHaveAttribute('data-variant', variant);
      const card = screen
        .getByRole('heading', { level: 3, name: 'Your Zone' })
        .closest('div')!.parentElement!;
      expect(card).toHaveTextContent(`closest match is ${zone}`);
      expect(screen.getByRole('button', { name: 'Detect My Location' })).toBeEnabled();
      expect(screen.queryByRole('heading', { name: 'Find your climate' })).not.toBeInTheDocument();
    },
  );

  const SEASONS_BY_MONTH: [string, number, [number, string][]][] = [
    [
      'northern',
      51.5,
      [
        [0, 'Winter'],
        [2, 'Spring'],
        [5, 'Summer'],
        [8, 'Fall'],
        [11, 'Winter'],
      ],
    ],
    [
      'southern',
      -37.8,
      [
        [0, 'Summer'],
        [2, 'Fall'],
        [5, 'Winter'],
        [8, 'Spring'],
        [11, 'Summer'],
      ],
    ],
    [
      'tropical',
      1.35,
      [
        [3, 'Dry Season'],
        [4, 'Wet Season'],
        [9, 'Wet Season'],
        [10, 'Dry Season'],
      ],
    ],
  ];
  it.each(SEASONS_BY_MONTH)(
    'names the %s season by the month: wet and dry in the tropics, the south shifted by six months',
    (_, lat, months) => {
      for (const [m, season] of months) {
        vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, m, 15) });
        const geo = fakeGeolocation();
        const { unmount } = renderClimate();
        geo.grant(lat, 10);
        expect(screen.getByTestId('climate-reading')).toHaveTextContent(`Season: ${season}`);
        unmount();
        vi.useRealTimers();
      }
    },
  );

  it("when location is denied, logs 'Location access denied or unavailable', shows nothing else and keeps the prompt", () => {
    const geo = fakeGeolocation();
    renderClimate();
    geo.deny();
    expect(logged).toHaveBeenCalledWith('Location access denied or unavailable');
    expect(screen.getByRole('heading', { name: 'Find your climate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Detect My Location' })).toBeEnabled();
    expect(screen.queryByTestId('climate-reading')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Zone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('detects again on Detect, keeping the last reading until the new one arrives', async () => {
    const geo = fakeGeolocation();
    const { user } = renderClimate();
    geo.grant(40.7, -74);
    expect(screen.getByTestId('climate-reading')).toHaveTextContent('North America');
    await user.click(screen.getByRole('button', { name: 'Detect My Location' }));
    expect(geo.calls).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Detecting...' })).toBeDisabled();
    expect(screen.getByTestId('climate-reading')).toHaveTextContent('North America');
    geo.grant(-33.9, 18.4);
    expect(screen.getByTestId('climate-reading')).toHaveTextContent('Africa');
    expect(screen.getByTestId('growing-calendar')).toHaveAttribute('data-variant', 'southern');
  });

  it('a failed second detection only logs, and the last reading stays', async () => {
    const geo = fakeGeolocation();
    const { user } = renderClimate();
    geo.grant(40.7, -74);
    await user.click(screen.getByRole('button', { name: 'Detect My Location' }));
    geo.deny();
    expect(logged).toHaveBeenCalledWith('Location access denied or unavailable');
    expect(screen.getByTestId('climate-reading')).toHaveTextContent('North America');
    expect(screen.getByRole('button', { name: 'Detect My Location' })).toBeEnabled();
  });

  it('on a device without location, shows the prompt, does not detect on its own, and Detect only logs', async () => {
    const { user } = renderClimate();
    expect(screen.getByRole('heading', { name: 'Find your climate' })).toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Detect My Location' }));
    expect(logged).toHaveBeenCalledWith('Location access denied or unavailable');
    expect(screen.getByRole('heading', { name: 'Find your climate' })).toBeInTheDocument();
  });

  it('shows the northern growing calendar until a location is detected', () => {
    renderClimate();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Northern Hemisphere Calendar' }),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('growing-calendar')).getAllByRole('listitem').length).toBeGreaterThan(5);
  });

  it('has the tabs Zones (default), Seasons, Local Factors and Global, with the content of each', async () => {
    const { user } = renderClimate();
    expectTabs(['Zones', 'Seasons', 'Local Factors', 'Global']);
    for (const [zone, range] of [
      ['Tropical/Subtropical', '10-11'],
      ['Temperate/Mediterranean', '8-9'],
      ['Continental/Northern', '4-7'],
      ['Desert/Arid', '9-10'],
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: zone }).parentElement).toHaveTextContent(
        `Zones ${range}`,
      );
    }
    await user.click(screen.getByRole('tab', { name: 'Seasons' }));
    for (const s of ['Spring Preparation', 'Summer Growing', 'Fall Harvest', 'Winter Planning'])
      expect(screen.getByRole('heading', { name: s })).toBeInTheDocument();
    // When to sow comes from the lead-time rule.
    expect(
      screen.getByText(
        'Start seeds indoors 6-10 weeks before your last frost: 8 weeks for C. annuum, 9 for C. baccatum, 11 for C. chinense and 12 for superhots before planting out, two weeks after it.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Local Factors' }));
    for (const f of ['Elevation', 'Bodies of Water', 'Urban Heat Island', 'Slope and Aspect'])
      expect(screen.getByRole('heading', { name: f })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Global' }));
    for (const g of ['Regions', 'Latitude Bands', 'Hemisphere Timing'])
      expect(screen.getByRole('heading', { name: g })).toBeInTheDocument();
  });

  it('the tabs work from the keyboard', async () => {
    const { user, location } = renderClimate();
    screen.getByRole('tab', { name: 'Zones' }).focus();
    await user.keyboard('{ArrowRight}');
    // The open tab is kept in the address: the tab opens at once, and the address follows.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Seasons' })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() => expect(location()).toBe('/grow/climate?tab=seasons'));
    expect(screen.getByRole('heading', { name: 'Spring Preparation' })).toBeInTheDocument();
  });
});

describe('frost dates in the climate guide', () => {
  it('shows the average last and first frost and the season length for the detected place, asked for its 0.25° cell', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/frost-dates')) asked.push(new URL(request.url).search);
    });
    const geo = fakeGeolocation();
    renderClimate();
    geo.grant(40.7128, -74.006);
    const frost = await screen.findByTestId('frost-dates');
    expect(frost).toHaveTextContent('Average last spring frostApril 15');
    expect(frost).toHaveTextContent('Average first fall frostOctober 15');
    expect(frost).toHaveTextContent('Frost-free season183 days');
    expect(frost).toHaveTextContent('From 10 years of weather records');
    expect(asked).toEqual(['?lat=40.75&lon=-74']);
    server.events.removeAllListeners();
  });

  it('says frost is rare where the record has none', async () => {
    server.use(
      http.get('/api/frost-dates', () =>
        HttpResponse.json({
          place: { lat: 1.25, lon: 103.75 },
          hemisphere: 'north',
          lastSpringFrost: null,
          firstFallFrost: null,
          frostFreeDays: null,
          years: 10,
        }),
      ),
    );
    const geo = fakeGeolocation();
    renderClimate();
    geo.grant(1.35, 103.8);
    expect(await screen.findByText(/Frost is rare here/)).toBeInTheDocument();
  });

  it("shows the server's message when the climate record cannot be reached", async () => {
    answerUnavailable('/api/frost-dates', 'The climate record is not answering right now.');
    const geo = fakeGeolocation();
    renderClimate();
    geo.grant(51.5, -0.1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The climate record is not answering right now.',
    );
    expect(screen.getByTestId('climate-reading')).toHaveTextContent('Europe');
  });
});
