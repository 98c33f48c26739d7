import { screen, within } from '@testing-library/react';
import HeatCalculator from './HeatCalculatorScreen';
import { renderPage, serverPageHtml } from '@pepper/ui/testing';

const renderCalc = (path = '/tools/heat-calc') => renderPage(path, <HeatCalculator />);
const blend = () => screen.getByTestId('blend-shu').textContent;
const level = () => screen.getByTestId('blend-level').textContent;
const rows = () => within(screen.getByRole('region', { name: 'Ingredients' })).getAllByRole('group');
const field = (row: HTMLElement, name: 'Name' | 'Heat (SHU)' | 'Amount (grams)') =>
  within(row).getByRole(name === 'Name' ? 'combobox' : 'textbox', { name });
/** Empties a field and types `value` into it, as a person correcting it would. */
async function retype(user: ReturnType<typeof renderCalc>['user'], input: HTMLElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
}
/** The blend reads this many SHU and is named by this level of the heat scale. */
function expectBlend(shu: string, levelLabel: string) {
  expect(blend()).toBe(shu);
  expect(level()).toBe(levelLabel);
}
/** The row holds this name, heat and amount. */
function expectRow(row: HTMLElement, name: string, shu: string, grams: string) {
  expect(field(row, 'Name')).toHaveValue(name);
  expect(field(row, 'Heat (SHU)')).toHaveValue(shu);
  expect(field(row, 'Amount (grams)')).toHaveValue(grams);
}

describe('Heat calculator (/tools/heat-calc)', () => {
  it('starts with one row, Jalapeño at 5000 SHU and 100 g, and no remove button', () => {
    renderCalc();
    expect(screen.getByRole('heading', { level: 1, name: 'Heat Calculator' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Menu' })).toHaveAttribute('href', '/menu');
    expect(rows()).toHaveLength(1);
    expectRow(rows()[0], 'Jalapeño', '5000', '100');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expectBlend('5,000 SHU', 'Medium');
  });

  it('quick-adds the eight quick-add peppers, each at 100 g', async () => {
    const { user } = renderCalc();
    const names = within(screen.getByRole('region', { name: 'Quick add' }))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Add Bell, 0 SHU',
      'Add Poblano, 1,500 SHU',
      'Add Jalapeño, 5,000 SHU',
      'Add Serrano, 15,000 SHU',
      'Add Cayenne, 35,000 SHU',
      'Add Habanero, 200,000 SHU',
      'Add Ghost, 1,000,000 SHU',
      'Add Carolina Reaper, 2,200,000 SHU',
    ]);
    await user.click(screen.getByRole('button', { name: 'Add Carolina Reaper, 2,200,000 SHU' }));
    expect(rows()).toHaveLength(2);
    expectRow(rows()[1], 'Carolina Reaper', '2200000', '100');
  });

  it('blends by weight: 100 g Jalapeño + 100 g Habanero is 102,500 SHU, Very Hot', async () => {
    const { user } = renderCalc();
    await user.click(screen.getByRole('button', { name: 'Add Habanero, 200,000 SHU' }));
    expectBlend('102,500 SHU', 'Very Hot');
    // Three times the jalapeño: (5000×300 + 200000×100) / 400 = 53,750.
    const amount = field(rows()[0], 'Amount (grams)');
    await retype(user, amount, '300');
    expectBlend('53,750 SHU', 'Hot');
  });

  it('names the blend by the heat scale at its bounds: No Heat, Mild, Medium, Hot, Very Hot, Superhot', async () => {
    const { user } = renderCalc();
    const shu = field(rows()[0], 'Heat (SHU)');
    for (const [value, label] of [
      ['0', 'No Heat'],
      ['1', 'Mild'],
      ['2499', 'Mild'],
      ['2500', 'Medium'],
      ['29999', 'Medium'],
      ['30000', 'Hot'],
      ['99999', 'Hot'],
      ['100000', 'Very Hot'],
      ['999999', 'Very Hot'],
      ['1000000', 'Superhot'],
    ]) {
      await retype(user, shu, value);
      expect(level(), value).toBe(label);
    }
  });

  it('reads inputs as integers; non-numeric input becomes 0', async () => {
    const { user } = renderCalc();
    const shu = field(rows()[0], 'Heat (SHU)');
    await retype(user, shu, '1234.9');
    expect(blend()).toBe('1,234 SHU');
    await retype(user, shu, 'hot!');
    expectBlend('0 SHU', 'No Heat');
    await user.tab();
    expect(shu).toHaveValue('0');
  });

  it('is 0 SHU when the total weight is 0', async () => {
    const { user } = renderCalc();
    const amount = field(rows()[0], 'Amount (grams)');
    await retype(user, amount, '0');
    expectBlend('0 SHU', 'No Heat');
  });

  it('shows a remove button per row only while more than one row exists', async () => {
    const { user } = renderCalc();
    await user.click(screen.getByRole('button', { name: 'Add Bell, 0 SHU' }));
    expect(blend()).toBe('2,500 SHU');
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove Jalapeño' }));
    expect(rows()).toHaveLength(1);
    expect(field(rows()[0], 'Name')).toHaveValue('Bell');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(blend()).toBe('0 SHU');
  });

  it('adds a blank row to fill in by hand', async () => {
    const { user } = renderCalc();
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    const row = rows()[1];
    expect(row).toHaveAccessibleName('Ingredient 2');
    await user.type(field(row, 'Name'), 'Aji Amarillo');
    expect(rows()[1]).toHaveAccessibleName('Aji Amarillo');
    const shu = field(rows()[1], 'Heat (SHU)');
    await retype(user, shu, '45000');
    expect(blend()).toBe('25,000 SHU');
  });

  it('looks up a pepper’s heat as its name is typed: choosing one fills in its typical SHU', async () => {
    const { user } = renderCalc();
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    await user.type(field(rows()[1], 'Name'), 'haban');
    await user.click(await screen.findByRole('option', { name: /^Habanero/ }));
    const row = rows()[1];
    expect(field(row, 'Name')).toHaveValue('Habanero');
    // The mock database's Habanero runs 100,000 - 350,000 SHU: typically 225,000.
    expect(field(row, 'Heat (SHU)')).toHaveValue('225000');
    expect(
      within(row).getByText(/From the database: Habanero: Very Hot, typically 225,000 SHU/),
    ).toBeInTheDocument();
    expectBlend('115,000 SHU', 'Very Hot');
  });

  it('writes its legend from the heat scale, so the legend and the verdict agree', async () => {
    const { user } = renderCalc();
    expect(
      screen.getByText(
        /No Heat at 0, Mild below 2,500, Medium below 30,000, Hot below 100,000, Very Hot below 1,000,000, Superhot from 1,000,000/,
      ),
    ).toBeInTheDocument();
    await retype(user, field(rows()[0], 'Heat (SHU)'), '15000');
    expectBlend('15,000 SHU', 'Medium');
  });
});

describe('the blend is the calculator’s address', () => {
  const twoPeppers = '/tools/heat-calc?name=Jalapeño&shu=5000&amount=300&name=Habanero&shu=200000&amount=100';

  it('is rendered by the server for its address: (5000×300 + 200000×100) / 400 = 53,750 SHU', () => {
    const html = serverPageHtml(twoPeppers, <HeatCalculator />);
    expect(html.querySelector('[data-testid="blend-shu"]')).toHaveTextContent('53,750 SHU');
    expect(html.querySelectorAll('input[name="amount"]')).toHaveLength(2);
    renderCalc(twoPeppers);
    expect(rows()).toHaveLength(2);
    expectRow(rows()[1], 'Habanero', '200000', '100');
    expectBlend('53,750 SHU', 'Hot');
  });

  it('is a GET form: Work Out Heat sends it first, and each add or remove button sends the blend with its change', () => {
    renderCalc(twoPeppers);
    const send = screen.getByRole('button', { name: 'Work Out Heat' });
    const form = document.getElementById(send.getAttribute('form')!)!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/tools/heat-calc');
    const buttons = [...(form as HTMLFormElement).elements].filter((e) => e instanceof HTMLButtonElement);
    // The first of the form's buttons is the one Enter in a field presses.
    expect([...document.querySelectorAll('button')].find((b) => buttons.includes(b))).toBe(send);
    expect(screen.getByRole('button', { name: 'Remove Habanero' })).toHaveAttribute('name', 'remove');
    expect(screen.getByRole('button', { name: 'Remove Habanero' })).toHaveAttribute('value', '1');
    expect(screen.getByRole('button', { name: 'Add Ghost, 1,000,000 SHU' })).toHaveAttribute(
      'value',
      'Ghost',
    );
    expect(screen.getByRole('button', { name: 'Add ingredient' })).toHaveAttribute('name', 'add');
  });

  it('takes a quick-add or a removal sent as a form from its address', () => {
    renderCalc('/tools/heat-calc?name=Jalapeño&shu=5000&amount=100&add=Habanero');
    expectBlend('102,500 SHU', 'Very Hot');
  });

  it('with the page’s code, writes each change into the address', async () => {
    const { user, location } = renderCalc();
    await user.click(screen.getByRole('button', { name: 'Add Habanero, 200,000 SHU' }));
    expect(location()).toBe(
      '/tools/heat-calc?name=Jalape%C3%B1o&shu=5000&amount=100&name=Habanero&shu=200000&amount=100',
    );
    await retype(user, field(rows()[0], 'Amount (grams)'), '300');
    expect(location()).toContain('amount=300');
    expectBlend('53,750 SHU', 'Hot');
  });
});
