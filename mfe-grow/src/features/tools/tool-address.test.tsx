import { createQueryClient, queries } from '@pepper/client';
import { renderRoutes, serverHtml } from '@pepper/ui/testing';
import { screen, within } from '@testing-library/react';
import GrowingTools from './GrowingToolsScreen';

const routes = [
  { path: '/tools', element: <GrowingTools /> },
  { path: '/tools/:tool', element: <GrowingTools /> },
];
const renderTools = (path: string) => renderRoutes(path, routes);
const toolsHtml = (path: string) => serverHtml(path, routes);

/** The named fields a form sends, as the browser would send them without the page's code. */
const sent = (form: HTMLFormElement) =>
  [...form.elements]
    .filter((e): e is HTMLInputElement | HTMLSelectElement => 'name' in e && Boolean(e.name))
    .filter((e) => !(e instanceof HTMLButtonElement))
    .map((e) => e.name);

describe('each tool is a GET form whose fields are its address', () => {
  it.each([
    ['/tools/yield', 'Estimate Yield', ['variety', 'plants']],
    ['/tools/spacing', 'Plan Spacing', ['length', 'width', 'spacing']],
    ['/tools/calendar', 'Show My Calendar', ['transplant', 'find']],
    ['/tools/fertilizer', 'Work Out Amount', ['stage', 'length', 'width']],
  ])('%s is sent to itself with %s, naming %j', (path, submit, names) => {
    renderTools(path);
    const button = screen.getByRole('button', { name: submit });
    expect(button).toHaveAttribute('type', 'submit');
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', path);
    expect(sent(form)).toEqual(names);
  });
});

describe('a tool answers for its address', () => {
  it('yield: /tools/yield?variety=ghost&plants=5 gives 75-125, in the server’s HTML as in the browser', () => {
    const html = toolsHtml('/tools/yield?variety=ghost&plants=5');
    expect(html.querySelector('[data-testid="yield-range"]')).toHaveTextContent('75-125');
    expect(html.querySelector('input[name="plants"]')).toHaveAttribute('value', '5');
    renderTools('/tools/yield?variety=ghost&plants=5');
    expect(screen.getByLabelText('Variety')).toHaveValue('ghost');
    expect(screen.getByLabelText('Number of plants')).toHaveValue(5);
    expect(screen.getByTestId('yield-range')).toHaveTextContent('75-125');
  });

  it('yield: a variety typed into the address another way (Habanero, Jalapeno) is read as that variety', () => {
    const html = toolsHtml('/tools/yield?variety=Habanero&plants=10');
    expect(html.querySelector('[data-testid="yield-range"]')).toHaveTextContent('200-300');
    renderTools('/tools/yield?variety=Habanero&plants=10');
    expect(screen.getByLabelText('Variety')).toHaveValue('habanero');
    expect(screen.getByTestId('yield-range')).toHaveTextContent('200-300');
    renderTools('/tools/yield?variety=JALAPENO&plants=1');
    expect(screen.getAllByLabelText('Variety').at(-1)).toHaveValue('jalapeño');
  });

  it('yield: values it cannot use fall back to 12 jalapeño plants, and the fields show them', () => {
    renderTools('/tools/yield?variety=banana&plants=-3');
    expect(screen.getByLabelText('Variety')).toHaveValue('jalapeño');
    expect(screen.getByLabelText('Number of plants')).toHaveValue(12);
    expect(screen.getByTestId('yield-range')).toHaveTextContent('300-420');
  });

  it('spacing: /tools/spacing?length=8&width=3&spacing=24 gives 4 per row, 1 row', () => {
    const html = toolsHtml('/tools/spacing?length=8&width=3&spacing=24');
    expect(html.querySelector('[data-testid="total-plants"]')).toHaveTextContent('4');
    renderTools('/tools/spacing?length=8&width=3&spacing=24');
    expect(screen.getByTestId('plants-per-row')).toHaveTextContent('4');
    expect(screen.getByTestId('rows')).toHaveTextContent('1');
  });

  it('spacing: a spacing of 0 falls back to 18 in', () => {
    renderTools('/tools/spacing?spacing=0');
    expect(screen.getByLabelText('Spacing (in)')).toHaveValue(18);
    expect(screen.getByTestId('total-plants')).toHaveTextContent('12');
  });

  it('calendar: /tools/calendar?transplant=2026-05-15 lists the season, in the server’s HTML too', () => {
    const html = toolsHtml('/tools/calendar?transplant=2026-05-15');
    expect(html).toHaveTextContent('Start seeds indoors: Fri, March 20, 2026');
    renderTools('/tools/calendar?transplant=2026-05-15');
    expect(screen.getByLabelText('Transplant date')).toHaveValue('2026-05-15');
    expect(screen.getByRole('list', { name: 'Your planting dates' })).toHaveTextContent(
      'Transplant outside: Fri, May 15, 2026',
    );
  });

  it('calendar: ?find=reaper offers the matching varieties as links that choose them, in the server’s HTML too', async () => {
    const client = createQueryClient();
    await client.fetchQuery(queries.allPeppers());
    const html = serverHtml('/tools/calendar?transplant=2026-05-15&find=reaper', routes, client);
    expect(html.querySelector('input[name="find"]')).toHaveAttribute('value', 'reaper');
    const reaper = [...html.querySelectorAll('a')].find((a) => a.textContent?.includes('Carolina Reaper'));
    expect(reaper?.getAttribute('href')).toMatch(/^\/tools\/calendar\?transplant=2026-05-15&variety=\d+$/);
  });

  it('calendar: a date that does not exist asks for one', () => {
    renderTools('/tools/calendar?transplant=2026-02-30');
    expect(screen.getByLabelText('Transplant date')).toHaveValue('');
    expect(screen.getByText('Choose a date to see your calendar.')).toBeInTheDocument();
  });

  it('fertilizer: /tools/fertilizer?stage=seedling&length=10&width=4 gives 12.8 oz', () => {
    renderTools('/tools/fertilizer?stage=seedling&length=10&width=4');
    expect(screen.getByLabelText('Growth stage')).toHaveValue('seedling');
    expect(screen.getByTestId('fertilizer-amount')).toHaveTextContent('12.8 oz (363 g)');
  });
});

describe('with the page’s code, a changed field changes the answer and the address at once', () => {
  it('yield: typing 10 plants answers 250-350 and the address becomes its link', async () => {
    const { user, location } = renderTools('/tools/yield');
    const plants = screen.getByLabelText('Number of plants');
    await user.clear(plants);
    expect(plants).toHaveValue(null);
    expect(screen.getByTestId('yield-range')).toHaveTextContent('0-0');
    await user.type(plants, '10');
    expect(screen.getByTestId('yield-range')).toHaveTextContent('250-350');
    expect(location()).toBe('/tools/yield?plants=10');
    await user.selectOptions(screen.getByLabelText('Variety'), 'Habanero');
    expect(location()).toBe('/tools/yield?plants=10&variety=habanero');
    expect(screen.getByTestId('yield-range')).toHaveTextContent('200-300');
  });

  it('calendar: a chosen date goes into the address', async () => {
    const { user, location } = renderTools('/tools/calendar');
    await user.type(screen.getByLabelText('Transplant date'), '2026-05-15');
    expect(location()).toBe('/tools/calendar?transplant=2026-05-15');
    const dates = screen.getByRole('list', { name: 'Your planting dates' });
    expect(within(dates).getByText(/Transplant outside/).parentElement).toHaveTextContent('May 15, 2026');
  });

  it('sending the form leaves the page where it is: the answer is already there', async () => {
    const { user, location } = renderTools('/tools/yield?plants=10');
    await user.click(screen.getByRole('button', { name: 'Estimate Yield' }));
    expect(location()).toBe('/tools/yield?plants=10');
    expect(screen.getByTestId('yield-range')).toHaveTextContent('250-350');
  });
});

describe('controls that need the page’s code', () => {
  it.each([
    ['/tools/calendar', 'Use My Frost Date'],
    ['/tools/weather', 'Use My Location'],
  ])('%s: %s is disabled and busy in the server’s HTML, and live in the browser', (path, name) => {
    const button = within(toolsHtml(path)).getByRole('button', { name });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    renderTools(path);
    expect(screen.getByRole('button', { name })).toBeEnabled();
  });
});
