import { http, HttpResponse, server } from '@pepper/mocks/node';
import { renderRoutes } from '@pepper/ui/testing';
import { act, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { WeatherTool } from './WeatherTool';
import GrowingTools from '../GrowingToolsScreen';
import { fakeGeolocation, removeGeolocation } from '../../../test/geolocation';
import { answerUnavailable } from '../../../test/service-unavailable';

const renderTool = (path = '/tools/weather') =>
  renderRoutes(path, [{ path: '/tools/:tool', element: <GrowingTools /> }]);
let logged: ReturnType<typeof vi.spyOn>;
const asked: string[] = [];

beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  asked.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/weather' || url.pathname === '/api/frost-dates')
      asked.push(`${url.pathname}${url.search}`);
  });
  localStorage.clear();
});

afterEach(() => {
  logged.mockRestore();
  removeGeolocation();
  server.events.removeAllListeners();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

const reading = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement!).getAllByRole('definition')[0];

describe('the weather tool', () => {
  it('asks for the location only when the reader taps Use My Location, and shows no figures before', async () => {
    const geo = fakeGeolocation();
    const { user } = renderTool();
    expect(geo.calls).toHaveLength(0);
    expect(screen.queryByTestId('weather-sample')).not.toBeInTheDocument();
    expect(
      screen.getByText(/Only your position rounded to about 10 km leaves this device/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    expect(geo.calls).toHaveLength(1);
  });

  it('shows the live conditions for the rounded position in °F, with the frost and heat warnings of the week', async () => {
    const geo = fakeGeolocation();
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    geo.grant(51.5074, -0.1278);
    expect(await screen.findByTestId('weather-live')).toBeInTheDocument();
    expect(asked).toEqual(['/api/weather?lat=51.5&lon=-0.1']);
    expect(reading('Temperature')).toHaveTextContent('65°F');
    expect(reading('Humidity')).toHaveTextContent('71%');
    expect(reading('Wind')).toHaveTextContent('8 mph');
    expect(reading('UV index')).toHaveTextContent('4');
    const warnings = screen.getByRole('region', { name: 'Warnings for your peppers' });
    expect(warnings).toHaveTextContent(/Frost risk .*: low of 35°F/);
    expect(warnings).toHaveTextContent(/cover bed plants with fleece/);
    expect(warnings).toHaveTextContent(/Heat stress .*: high of 97°F/);
    expect(
      within(screen.getByRole('region', { name: 'The week ahead' })).getAllByRole('listitem'),
    ).toHaveLength(7);
    expect(screen.queryByText('Sample figures')).not.toBeInTheDocument();
  });

  it('shows rain only on days with measurable rain, and the others as dry', async () => {
    const geo = fakeGeolocation();
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    geo.grant(51.5074, -0.1278);
    await screen.findByTestId('weather-live');
    // The mocked week: 0, 2.4, 0, 0, 5.1, 0 and 0.3 mm.
    const days = within(screen.getByRole('region', { name: 'The week ahead' })).getAllByRole('listitem');
    const wet = days.map((day) => /rain/.test(day.textContent ?? ''));
    expect(wet).toEqual([false, true, false, false, true, false, true]);
    expect(days[0]).toHaveTextContent('dry');
    expect(days[1]).not.toHaveTextContent('dry');
  });

  it('switches to °C, km/h and mm, and remembers the choice', async () => {
    const geo = fakeGeolocation();
    const { user, unmount } = renderTool();
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    geo.grant(51.5, -0.1);
    await screen.findByTestId('weather-live');
    await user.click(screen.getByRole('button', { name: '°C' }));
    expect(screen.getByRole('button', { name: '°C' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '°F' })).toHaveAttribute('aria-pressed', 'false');
    expect(reading('Temperature')).toHaveTextContent('18°C');
    expect(reading('Wind')).toHaveTextContent('12 km/h');
    expect(screen.getByRole('region', { name: 'The week ahead' })).toHaveTextContent('2.4 mm');
    unmount();
    renderTool();
    expect(screen.getByRole('button', { name: '°C' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads °C first where the locale does', () => {
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    renderTool();
    expect(screen.getByRole('button', { name: '°C' })).toHaveAttribute('aria-pressed', 'true');
    language.mockRestore();
  });

  it('shows the sample figures 72°F, 65%, 8 mph and UV 6, labelled as such, when the location is refused', async () => {
    const geo = fakeGeolocation();
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    geo.deny();
    const sample = screen.getByTestId('weather-sample');
    expect(within(sample).getByText('Sample figures')).toBeInTheDocument();
    expect(sample).toHaveTextContent('Your location was not shared');
    for (const v of ['72°F', '65%', '8 mph', '6'])
      expect(within(sample).getByText(v, { selector: 'dd' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows the labelled sample figures when the app is offline, and asks nothing of the server', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    const geo = fakeGeolocation();
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    geo.grant(51.5, -0.1);
    expect(screen.getByTestId('weather-sample')).toHaveTextContent('You are offline');
    expect(asked).toEqual([]);
  });

  it('says when the figures are the last ones kept because the weather service is down', async () => {
    server.use(
      http.get('/api/weather', async ({ request }) => {
        const { mockWeather } = await import('@pepper/mocks/weather');
        const url = new URL(request.url);
        const message =
          'The weather service is not answering right now. These are the last figures we have, from 40 minutes ago.';
        return HttpResponse.json({
          ...mockWeather(Number(url.searchParams.get('lat')), 0),
          stale: true,
          ageMinutes: 40,
          message,
        });
      }),
    );
    const geo = fakeGeolocation();
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    geo.grant(51.5, -0.1);
    expect(await screen.findByRole('status')).toHaveTextContent('from 40 minutes ago');
    expect(reading('Temperature')).toHaveTextContent('65°F');
  });

  it("shows the server's message when nothing can be had, with no made-up figures", async () => {
    answerUnavailable('/api/weather', 'The weather service is not answering right now.');
    const geo = fakeGeolocation();
    const { user } = renderTool();
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    geo.grant(51.5, -0.1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The weather service is not answering right now.',
    );
    expect(screen.queryByTestId('weather-sample')).not.toBeInTheDocument();
  });
});

describe('the planting calendar with frost dates', () => {
  it('"Use My Frost Date" sets the transplant date two weeks after the average last frost where the reader is', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-10T12:00:00Z') });
    const geo = fakeGeolocation();
    const { user } = renderTool('/tools/calendar');
    expect(geo.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Use My Frost Date' }));
    geo.grant(40.71, -74.01);
    expect(
      await screen.findByText(
        'Two weeks after your average last spring frost (April 15).',
        {},
        // The location, the frost dates and the address each take a turn; a busy machine needs more than 1 s.
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Transplant date')).toHaveValue('2026-04-29');
    expect(screen.getByRole('list', { name: 'Your planting dates' })).toHaveTextContent(
      'Transplant outside: Wed, April 29, 2026',
    );
    expect(asked).toEqual(['/api/frost-dates?lat=40.75&lon=-74']);
    vi.useRealTimers();
  });

  it('asks for the date by hand when the location is refused', async () => {
    const geo = fakeGeolocation();
    const { user } = renderTool('/tools/calendar');
    await user.click(screen.getByRole('button', { name: 'Use My Frost Date' }));
    geo.deny();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your location was not shared: enter the date you plan to plant out instead.',
    );
    expect(screen.getByLabelText('Transplant date')).toHaveValue('');
  });
});

describe('the weather tool rendered by the server', () => {
  it('shows on the toggle the unit its readings are in, once the page is taken up in the browser', async () => {
    // The server knows no locale; the browser reads en-US, a °F locale.
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue(undefined as unknown as string);
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <WeatherTool />
      </QueryClientProvider>,
    );
    language.mockReturnValue('en-US');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    await act(async () => {
      hydrateRoot(
        host,
        <QueryClientProvider client={new QueryClient()}>
          <WeatherTool />
        </QueryClientProvider>,
      );
    });
    const fahrenheit = within(host).getByRole('button', { name: '°F' });
    const celsius = within(host).getByRole('button', { name: '°C' });
    expect(fahrenheit).toHaveAttribute('aria-pressed', 'true');
    expect(celsius).toHaveAttribute('aria-pressed', 'false');
    expect(fahrenheit.className).toContain('bg-stone-800');
    expect(celsius.className).not.toContain('bg-stone-800');
    language.mockRestore();
    host.remove();
  });
});
