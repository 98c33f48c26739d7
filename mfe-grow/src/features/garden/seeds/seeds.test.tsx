import { screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '@pepper/ui/testing';
import { expectOneTitle } from '../../../test/page-checks';
import GardenPlanting from '../PlantingScreen';
import SeedPacket from './SeedPacketScreen';
import SeedStash from './SeedStashScreen';
import Garden from '../GardenScreen';

const thisYear = new Date().getFullYear();

/** A calendar day relative to today, as a date field takes it. */
function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const renderStash = (path = '/garden/seeds') =>
  renderRoutes(path, [
    { path: '/garden', element: <Garden /> },
    { path: '/garden/:id', element: <GardenPlanting /> },
    { path: '/garden/seeds', element: <SeedStash /> },
    { path: '/garden/seeds/:id', element: <SeedPacket /> },
  ]);

type User = ReturnType<typeof renderStash>['user'];

async function addPacket(user: User, name: string, year: number, seeds: string) {
  // The form closes as the address drops ?add (a navigation, rendered as a transition).
  await user.click(await screen.findByRole('button', { name: 'Add a seed packet' }));
  await user.type(screen.getByRole('searchbox', { name: 'Variety' }), name);
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Where the seeds came from' }), 'Seed swap');
  const year$ = screen.getByRole('spinbutton', { name: 'Year packed or saved' });
  await user.clear(year$);
  await user.type(year$, String(year));
  await user.type(screen.getByRole('spinbutton', { name: 'Seeds left' }), seeds);
  await user.click(screen.getByRole('button', { name: 'Add packet' }));
  await screen.findByText('Packet added.');
}

describe('the seed stash', () => {
  it('has one h1 and starts with no packets', async () => {
    renderStash();
    expectOneTitle('Seed stash');
    expect(await screen.findByText('No seed packets yet: add the first one.')).toBeInTheDocument();
    expect(screen.getByText('Add a packet with seeds left to see when to sow it.')).toBeInTheDocument();
  });

  it('adds packets chosen with the variety search, each with its viability', async () => {
    const { user } = renderStash();
    await screen.findByText('No seed packets yet: add the first one.');
    await addPacket(user, 'Jalapeño', thisYear, '25');
    await addPacket(user, 'Habanero', thisYear - 6, '12');
    const list = screen.getByRole('list', { name: 'Your seed packets' });
    const fresh = within(list).getByRole('link', { name: /^Jalapeño/ });
    expect(fresh).toHaveTextContent(`Fresh`);
    expect(fresh).toHaveTextContent(`Seed swap · ${thisYear} · 25 seeds left`);
    expect(fresh).toHaveTextContent('Not tested yet');
    expect(within(list).getByRole('link', { name: /^Habanero/ })).toHaveTextContent('Old');
  });

  it('refuses a future year, a count below zero and a missing variety before sending', async () => {
    const { user } = renderStash('/garden/seeds?add=');
    await user.click(await screen.findByRole('button', { name: 'Add packet' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a variety from the database.');
    await user.type(screen.getByRole('searchbox', { name: 'Variety' }), 'Haban');
    await user.click(await screen.findByRole('button', { name: /^Habanero/ }));
    const year = screen.getByRole('spinbutton', { name: 'Year packed or saved' });
    await user.clear(year);
    await user.type(year, String(thisYear + 1));
    await user.type(screen.getByRole('spinbutton', { name: 'Seeds left' }), '5');
    await user.click(screen.getByRole('button', { name: 'Add packet' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The year the seeds were packed or saved cannot be in the future.',
    );
    await user.clear(year);
    await user.type(year, String(thisYear));
    await user.clear(screen.getByRole('spinbutton', { name: 'Seeds left' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Seeds left' }), '-4');
    await user.click(screen.getByRole('button', { name: 'Add packet' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Seeds left cannot be below zero.');
    expect(screen.getByText('No seed packets yet: add the first one.')).toBeInTheDocument();
  });

  it('lists the packets to sow this week for a last frost 6 weeks and 2 days away', async () => {
    const { user } = renderStash();
    await screen.findByText('No seed packets yet: add the first one.');
    await addPacket(user, 'Jalapeño', thisYear, '25');
    expect(
      screen.getByText(/Add your town or postcode \(or your last frost\) in My Garden to date the sowing/),
    ).toBeVisible();
    expect(screen.getByRole('list', { name: 'Weeks indoors' })).toHaveTextContent(
      `Jalapeño (${thisYear}): 8 weeks indoors before planting out`,
    );
    await user.type(screen.getByLabelText('Last frost date'), day(44));
    await user.click(screen.getByRole('button', { name: 'Save last frost' }));
    const week = await screen.findByRole('list', { name: 'Sow this week' });
    expect(within(week).getByRole('link', { name: `Jalapeño (${thisYear})` })).toBeInTheDocument();
    expect(week).toHaveTextContent('6 weeks before your last frost');
    await user.click(screen.getByRole('link', { name: 'Back to My Garden' }));
    expect(await screen.findByRole('link', { name: /Seed stash/ })).toHaveTextContent(
      'Sow this week: Jalapeño',
    );
  });

  it('says a season is missed, with what still works', async () => {
    const { user } = renderStash();
    await screen.findByText('No seed packets yet: add the first one.');
    await addPacket(user, 'Jalapeño', thisYear, '25');
    await user.type(screen.getByLabelText('Last frost date'), day(20));
    await user.click(screen.getByRole('button', { name: 'Save last frost' }));
    const late = await screen.findByRole('list', { name: 'Too late for this season' });
    expect(screen.getByRole('heading', { name: 'Too late for this season, unless…' })).toBeInTheDocument();
    expect(late).toHaveTextContent('…unless the plants stay indoors or in a greenhouse');
  });
});

describe('a seed packet', () => {
  it('records a germination test, shows the rate and the extra seeds, and refuses more sprouted than sown', async () => {
    const { user } = renderStash();
    await screen.findByText('No seed packets yet: add the first one.');
    await addPacket(user, 'Habanero', thisYear - 6, '12');
    await user.click(screen.getByRole('link', { name: /^Habanero/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Habanero' })).toBeInTheDocument();
    expect(screen.getByText(/test 10 seeds on a damp paper towel/)).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Seeds sprouted' }), '12');
    await user.click(screen.getByRole('button', { name: 'Record test' }));
    expect(screen.getByRole('alert')).toHaveTextContent('More seeds cannot sprout than were sown.');
    await user.clear(screen.getByRole('spinbutton', { name: 'Seeds sprouted' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Seeds sprouted' }), '4');
    await user.click(screen.getByRole('button', { name: 'Record test' }));
    expect(await screen.findByText('Test recorded: 40% sprouted.')).toBeInTheDocument();
    const tests = await screen.findByRole('list', { name: 'Germination tests' });
    expect(tests).toHaveTextContent('40% · 4 of 10 sprouted');
    expect(
      await screen.findByText('40% came up in your test: for 10 plants sow 25 seeds, 15 extra.'),
    ).toBeVisible();

    // Deleting a test asks first: a refusal keeps it.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(within(tests).getByRole('button', { name: /^Delete the test read/ }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(tests).toHaveTextContent('40% · 4 of 10 sprouted');
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/Its 10 seeds go back to the packet\.$/));
    expect(screen.getByText('2 seeds left')).toBeInTheDocument();
    // Deleted, the test's seeds are back on the packet's count.
    confirm.mockReturnValue(true);
    await user.click(within(tests).getByRole('button', { name: /^Delete the test read/ }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Germination tests' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('12 seeds left')).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('starts a planting from the packet: the seeds come off its count and the planting is linked', async () => {
    const { user } = renderStash();
    await screen.findByText('No seed packets yet: add the first one.');
    await addPacket(user, 'Jalapeño', thisYear, '25');
    await user.click(screen.getByRole('link', { name: /^Jalapeño/ }));
    await screen.findByRole('heading', { level: 1, name: 'Jalapeño' });
    expect(screen.getByText('25 seeds left')).toBeInTheDocument();
    const plants = screen.getByRole('spinbutton', { name: 'Plants wanted' });
    await user.clear(plants);
    await user.type(plants, '3');
    expect(screen.getByRole('spinbutton', { name: 'Seeds to sow' })).toHaveValue(3);
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Patio');
    await user.click(screen.getByRole('button', { name: 'Sow and start planting' }));
    expect(await screen.findByText('22 seeds left')).toBeInTheDocument();
    const sown = screen.getByRole('list', { name: 'Plantings from this packet' });
    expect(within(sown).getByRole('link', { name: 'Patio' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/garden\/\d+$/),
    );
  });

  it('sets the seeds of a sowing planned for a later day aside; marking it sown takes them, cancelling gives them back', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderStash();
    await screen.findByText('No seed packets yet: add the first one.');
    await addPacket(user, 'Jalapeño', thisYear, '25');
    await user.click(screen.getByRole('link', { name: /^Jalapeño/ }));
    await screen.findByRole('heading', { level: 1, name: 'Jalapeño' });
    const plan = async (label: string) => {
      const date = screen.getByLabelText('Sowing date');
      await user.clear(date);
      await user.type(date, day(30));
      await user.type(screen.getByRole('textbox', { name: 'Label' }), label);
      await user.click(screen.getByRole('button', { name: 'Sow and start planting' }));
    };
    await plan('Spring');
    expect(
      await screen.findByText('(2 set aside for planned sowings)', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('25 seeds left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the sowing of Spring' }));
    await waitFor(() => expect(screen.queryByText(/set aside for planned sowings/)).not.toBeInTheDocument());
    expect(screen.getByText('25 seeds left')).toBeInTheDocument();
    await plan('Summer');
    await user.click(await screen.findByRole('button', { name: 'Mark Summer sown today' }));
    expect(await screen.findByText('23 seeds left')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Plantings from this packet' })).toHaveTextContent(
      '2 seeds sown',
    );
    confirm.mockRestore();
  });

  it('says so when the packet does not exist', async () => {
    renderStash('/garden/seeds/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('This seed packet was not found.');
  });
});

describe('saving seeds from a harvest', () => {
  it('opens a packet of the planting variety from the grower own harvest', async () => {
    const { user, location } = renderStash('/garden?add=1003');
    await screen.findByTestId('chosen-variety');
    await user.click(screen.getByRole('button', { name: 'Add planting' }));
    await user.click(await screen.findByRole('link', { name: /Jalapeño/ }));
    await screen.findByRole('heading', { level: 1, name: 'Jalapeño' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Harvest');
    await user.type(screen.getByRole('spinbutton', { name: 'Pods picked' }), '9');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await user.click(await screen.findByRole('link', { name: /Save seeds from the harvest of/ }));
    await waitFor(() =>
      expect(location()).toMatch(/^\/garden\/seeds\?add=&harvest=\d+&pepper=1003&year=\d{4}$/),
    );
    await waitFor(() => expect(screen.getByTestId('chosen-variety')).toHaveTextContent('Jalapeño'));
    expect(screen.getByRole('combobox', { name: 'Where the seeds came from' })).toHaveValue('own-harvest');
    await user.type(screen.getByRole('spinbutton', { name: 'Seeds left' }), '40');
    await user.click(screen.getByRole('button', { name: 'Add packet' }));
    expect(await screen.findByRole('link', { name: /^Jalapeño/ })).toHaveTextContent('My own harvest');
  });
});
