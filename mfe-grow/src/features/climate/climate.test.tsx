import { GEOLOCATION_OPTIONS, seasonFor } from '@pepper/domain';
import { act, screen, within } from '@testing-library/react';
import ClimateGuide from '../../pages/ClimateGuide';
import { renderRoutes } from '../../test/render';

type Success = (pos: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (err: { code: number; message: string }) => void;

/** A device location that answers when the test says so. */
function fakeGeolocation() {
  const calls: { success: Success; failure: Failure; options: unknown }[] = [];
  const geolocation = { getCurrentPosition: vi.fn((success: Success, failure: Failure, options: unknown) => calls.push({ success, failure, options })) };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return {
    calls,
    grant: (latitude: number, longitude: number) => act(() => calls.at(-1)!.success({ coords: { latitude, longitude } })),
    deny: () => act(() => calls.at(-1)!.failure({ code: 1, message: 'User denied Geolocation' })),
  };
}

const renderClimate = () => renderRoutes('/grow/climate', [{ path: '/grow/climate', element: <ClimateGuide /> }]);
const month = new Date().getMonth();

afterEach(() => {
  // jsdom has no geolocation of its own.
  delete (navigator as unknown as Record<string, unknown>).geolocation;
});

describe('the climate zones guide', () => {
  it('asks for the location on load with high accuracy, a 10 s timeout and positions up to 5 minutes old', () => {
    const geo = fakeGeolocation();
    renderClimate();
    expect(geo.calls).toHaveLength(1);
    expect(geo.calls[0].options).toEqual(GEOLOCATION_OPTIONS);
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 });
  });

  it('disables Detect and shows a spinner while detecting', () => {
    fakeGeolocation();
    renderClimate();
    expect(screen.getByRole('button', { name: 'Detecting...' })).toBeDisabled();
  });

  it.each([
    ['a northern place', 51.5, -0.1, 'Continental', 'Europe', 'northern', 'Northern Hemisphere Calendar'],
    ['a southern place', -37.8, 144.9, 'Temperate', 'Australia/Oceania', 'southern', 'Southern Hemisphere Calendar'],
    ['a tropical place', 1.35, 103.8, 'Tropical', 'Southeast/South Asia', 'tropical', 'Tropical Calendar'],
  ])('in %s shows the band, season, region, recommendation and calendar variant', (_, lat, lon, band, region, variant, calendarTitle) => {
    const geo = fakeGeolocation();
    renderClimate();
    geo.grant(lat, lon);
    const reading = screen.getByTestId('climate-reading');
    expect(within(reading).getByRole('heading', { name: `${band} climate` })).toBeInTheDocument();
    expect(reading).toHaveTextContent(`Season: ${seasonFor(lat, month)}`);
    expect(reading).toHaveTextContent(region);
    expect(reading).toHaveTextContent('Right now:');
    expect(screen.getByRole('heading', { name: calendarTitle })).toBeInTheDocument();
    expect(screen.getByTestId('growing-calendar')).toHaveAttribute('data-variant', variant);
    expect(screen.getByRole('heading', { name: 'Your Zone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Detect My Location' })).toBeEnabled();
  });

  it("logs 'Location access denied or unavailable' when refused, and keeps the prompt", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const geo = fakeGeolocation();
    renderClimate();
    geo.deny();
    expect(error).toHaveBeenCalledWith('Location access denied or unavailable');
    expect(screen.getByRole('heading', { name: 'Find your climate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Detect My Location' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Your Zone' })).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('detects again on Detect', async () => {
    const geo = fakeGeolocation();
    const { user } = renderClimate();
    geo.grant(40.7, -74);
    await user.click(screen.getByRole('button', { name: 'Detect My Location' }));
    expect(geo.calls).toHaveLength(2);
    geo.grant(-33.9, 18.4);
    expect(screen.getByTestId('climate-reading')).toHaveTextContent('Africa');
  });

  it('without location on the device, shows the prompt and does not detect on its own', () => {
    renderClimate();
    expect(screen.getByRole('heading', { name: 'Find your climate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Detect My Location' })).toBeEnabled();
  });

  it('has the tabs Zones, Seasons, Local Factors and Global, with the four static zones and their ranges', async () => {
    const { user } = renderClimate();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Zones', 'Seasons', 'Local Factors', 'Global']);
    for (const [zone, range] of [
      ['Tropical/Subtropical', '10-11'],
      ['Temperate/Mediterranean', '8-9'],
      ['Continental/Northern', '4-7'],
      ['Desert/Arid', '9-10'],
    ]) {
      expect(screen.getByRole('heading', { name: zone }).parentElement).toHaveTextContent(`Zones ${range}`);
    }
    await user.click(screen.getByRole('tab', { name: 'Seasons' }));
    for (const s of ['Spring Preparation', 'Summer Growing', 'Fall Harvest', 'Winter Planning']) expect(screen.getByRole('heading', { name: s })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Local Factors' }));
    for (const f of ['Elevation', 'Bodies of Water', 'Urban Heat Island', 'Slope and Aspect']) expect(screen.getByRole('heading', { name: f })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Global' }));
    for (const g of ['Regions', 'Latitude Bands', 'Hemisphere Timing']) expect(screen.getByRole('heading', { name: g })).toBeInTheDocument();
  });
});
