import { screen, waitFor, within } from '@testing-library/react';
import { fakeGeolocation, removeGeolocation } from '../../test/geolocation';
import { expectOneTitle } from '../../test/page-checks';
import { renderRoutes } from '@pepper/ui/testing';
import { GARDEN_PESTS } from '@pepper/domain/garden';
import Garden from './GardenScreen';
import GardenPlanting from './PlantingScreen';
import { PESTS } from '@pepper/content/grow/pests';
import { localToday } from './format';

const renderGarden = (path = '/garden') =>
  renderRoutes(path, [
    { path: '/garden', element: <Garden /> },
    { path: '/garden/:id', element: <GardenPlanting /> },
  ]);

/** Opens My Garden and types a town or postcode into its place search. */
async function searchPlace(town: string) {
  const page = renderGarden();
  await page.user.type(await screen.findByRole('searchbox', { name: 'Town or postcode' }), town);
  return page;
}

async function addPlanting(user: ReturnType<typeof renderGarden>['user'], name = 'Haban', sownOn?: string) {
  await user.click(screen.getByRole('button', { name: 'Add a planting' }));
  await user.type(screen.getByRole('searchbox', { name: 'Variety' }), name);
  await user.click(await screen.findByRole('button', { name: /Habanero/ }));
  await user.clear(screen.getByRole('spinbutton', { name: 'Number of plants' }));
  await user.type(screen.getByRole('spinbutton', { name: 'Number of plants' }), '4');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Where it grows' }), 'Raised bed');
  await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Back bed');
  if (sownOn) {
    const date = screen.getByLabelText('Sowing date');
    await user.clear(date);
    await user.type(date, sownOn);
  }
  await user.click(screen.getByRole('button', { name: 'Add planting' }));
}

/** From an empty garden: adds the Back bed planting and opens its page. */
async function openNewPlanting(user: ReturnType<typeof renderGarden>['user']) {
  await screen.findByText('No plantings yet: add the first one.');
  await addPlanting(user);
  await user.click(await screen.findByRole('link', { name: /Back bed/ }));
  await screen.findByRole('heading', { level: 1, name: 'Back bed' });
}

describe('My Garden', () => {
  it('has one h1 and starts with no plantings and nothing due', async () => {
    renderGarden();
    expectOneTitle('My Garden');
    expect(await screen.findByText('No plantings yet: add the first one.')).toBeInTheDocument();
    expect(screen.getByText('Nothing is due this week.')).toBeInTheDocument();
    expect(screen.getByText('Log a harvest on a planting to see your totals here.')).toBeInTheDocument();
  });

  it('adds a planting chosen with the variety search, listed with its stage and next task', async () => {
    const { user } = renderGarden();
    await screen.findByText('No plantings yet: add the first one.');
    await addPlanting(user);
    const list = await screen.findByRole('list', { name: 'Your plantings' });
    const link = within(list).getByRole('link', { name: /Back bed/ });
    expect(link).toHaveTextContent('Habanero · 4 plants · Raised bed');
    expect(link).toHaveTextContent('Sown, waiting to sprout');
    expect(link).toHaveTextContent(/Next: Pot up the seedlings/);
  });

  it('opens the form with the variety chosen from ?add=<pepperId>', async () => {
    renderGarden('/garden?add=1003');
    const chosen = await screen.findByTestId('chosen-variety');
    await waitFor(() => expect(chosen).toHaveTextContent('Jalapeño'));
    expect(screen.getByRole('button', { name: 'Change variety' })).toBeInTheDocument();
  });

  it('finds varieties with the database’s search, typos forgiven, names first', async () => {
    const { user } = renderGarden();
    await user.click(await screen.findByRole('button', { name: 'Add a planting' }));
    const field = screen.getByRole('searchbox', { name: 'Variety' });
    await user.type(field, 'habenaro');
    const matches = await screen.findByRole('list', { name: 'Matching varieties' });
    expect(within(matches).getAllByRole('button')[0]).toHaveTextContent('Habanero');
    expect(field).toHaveAccessibleDescription(/^\d+ match(es)?$/);
    await user.click(within(matches).getAllByRole('button')[0]);
    expect(screen.getByTestId('chosen-variety')).toHaveTextContent('Habanero');
  });

  it('offers the search when the variety in ?add= is not in the database', async () => {
    renderGarden('/garden?add=424242');
    expect(
      await screen.findByText('That variety is not in the database: search for another.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Variety' })).toBeInTheDocument();
  });

  it('suggests a sowing day 8 weeks before planting out, which is two weeks after the last frost', async () => {
    const { user } = renderGarden();
    const frost = await screen.findByLabelText('Last frost date');
    await user.type(frost, '2027-05-01');
    await user.click(screen.getByRole('button', { name: 'Save last frost' }));
    expect(await screen.findByText('Your plan counts from a last frost on Sat, May 1.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a planting' }));
    expect(
      screen.getByText(
        'Sow about Sat, Mar 20: 8 weeks before you plant out, two weeks after your last frost.',
      ),
    ).toBeInTheDocument();
  });

  it('finds the grower’s place by a typed town, which gives the plan its frost dates, hemisphere and season', async () => {
    const { user } = await searchPlace('Chic');
    const found = await screen.findByRole('list', { name: 'Places found' });
    await user.click(within(found).getByRole('button', { name: 'Chicago, Illinois, United States' }));
    const place = await screen.findByTestId('your-place');
    expect(place).toHaveTextContent('Chicago, Illinois, United States');
    expect(place).toHaveTextContent('HemisphereNorthern');
    expect(place).toHaveTextContent('Average last frostApril 15');
    expect(
      screen.getByText(
        "Your plan counts from your place's average last frost, April 15. A date of your own overrides it.",
      ),
    ).toBeInTheDocument();
  });

  it('says when no place goes by the typed name', async () => {
    await searchPlace('Zzyzx');
    expect(
      await screen.findByText(
        'No place called "Zzyzx" was found: check the spelling, or try a nearby town or a postcode',
      ),
    ).toBeInTheDocument();
  });

  it('takes the place from the device when the grower shares their location', async () => {
    const geo = fakeGeolocation();
    const { user } = renderGarden();
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    geo.grant(-37.81, 144.96);
    const place = await screen.findByTestId('your-place');
    expect(place).toHaveTextContent('Near 37.81°S, 144.96°E');
    expect(place).toHaveTextContent('HemisphereSouthern');
    expect(place).toHaveTextContent('Average last frostSeptember 15');
    removeGeolocation();
  });

  it('says so when the location is refused, and offers the typed place instead', async () => {
    const geo = fakeGeolocation();
    const { user } = renderGarden();
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    geo.deny();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your device did not share its location. Type your town or postcode above instead',
    );
    expect(screen.getByRole('searchbox', { name: 'Town or postcode' })).toHaveFocus();
    removeGeolocation();
  });

  it('asks for a variety before adding', async () => {
    const { user } = renderGarden('/garden?add=');
    await user.click(await screen.findByRole('button', { name: 'Add planting' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a variety from the database.');
  });

  it('gives no outdoor date without a place or last frost, and asks for the place', async () => {
    const { user } = renderGarden();
    await openNewPlanting(user);
    const plan = await screen.findByRole('list', { name: 'Plan' });
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Done: Sow the seeds/),
      expect.stringMatching(/^Pot up the seedlings/),
    ]);
    expect(plan).not.toHaveTextContent(/Harden off|Transplant|First harvest|Feed/);
    const note = screen.getByRole('region', { name: 'Add your place to date the outdoor steps' });
    expect(note).toHaveTextContent(/town or postcode/);
    expect(within(note).getByRole('link', { name: 'Add your place' })).toHaveAttribute(
      'href',
      '/garden#your-place',
    );
    expect(
      screen.getByText('Habanero spends 11 weeks indoors from sowing to planting out.'),
    ).toBeInTheDocument();
  });

  it("lists this week's tasks from the plan", async () => {
    const { user } = renderGarden();
    await screen.findByText('No plantings yet: add the first one.');
    const d = new Date();
    // A habanero (C. chinense, 14-28 days to germinate) is potted up 21 days after the middle of that: day 42.
    d.setDate(d.getDate() - 38);
    const sown = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    await addPlanting(user, 'Haban', sown);
    const week = await screen.findByRole('list', { name: 'Due this week' });
    expect(within(week).getByRole('link', { name: 'Pot up the seedlings: Back bed' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/garden\/\d+$/),
    );
  });

  it('shows the calendar feed with Add to calendar (webcal) and copy buttons', async () => {
    renderGarden();
    const add = await screen.findByRole('link', { name: 'Add to calendar' });
    expect(add.getAttribute('href')).toMatch(/^webcal:\/\/.*calendar\.ics\?token=/);
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Feed address' })).toHaveValue(
      add.getAttribute('href')!.replace(/^webcal:/, 'http:'),
    );
  });

  it('sends a member to the account page to export, import or delete their data', async () => {
    renderGarden();
    expect(await screen.findByRole('link', { name: 'your account page' })).toHaveAttribute(
      'href',
      '/account',
    );
  });
});

describe('a planting', () => {
  it('plans transplanting two weeks after the last frost, the day the Planting Calendar gives for it', async () => {
    const { user } = renderGarden();
    await screen.findByText('No plantings yet: add the first one.');
    await user.type(screen.getByLabelText('Last frost date'), '2027-04-20');
    await user.click(screen.getByRole('button', { name: 'Save last frost' }));
    await screen.findByText('Your plan counts from a last frost on Tue, Apr 20.');
    await addPlanting(user, 'Haban', '2027-02-01');
    await user.click(await screen.findByRole('link', { name: /Back bed/ }));
    const plan = await screen.findByRole('list', { name: 'Plan' });
    const transplant = within(plan).getByText('Transplant').closest('li')!;
    expect(transplant).toHaveTextContent('Tue, May 4');
  });

  it('logs a harvest in its journal and shows it in the totals', async () => {
    const { user, location } = renderGarden();
    await screen.findByText('No plantings yet: add the first one.');
    await addPlanting(user);
    await user.click(await screen.findByRole('link', { name: /Back bed/ }));
    expect(location()).toMatch(/^\/garden\/\d+$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Back bed' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Harvest');
    await user.type(screen.getByRole('spinbutton', { name: 'Pods picked' }), '9');
    await user.type(screen.getByRole('spinbutton', { name: 'Weight (g)' }), '85');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    const entries = await screen.findByRole('list', { name: 'Journal entries' });
    expect(entries).toHaveTextContent('Harvest · 9 pods, 85 g');
    await user.click(screen.getByRole('link', { name: 'Back to My Garden' }));
    const table = await screen.findByRole('table', { name: 'Harvest per variety and season' });
    expect(
      within(table).getByRole('row', { name: new RegExp(`Habanero ${new Date().getFullYear()} 9 85 g`) }),
    ).toBeInTheDocument();
  });

  it('refuses a future date, a negative count and a problem without a pest, before sending', async () => {
    const { user } = renderGarden();
    await openNewPlanting(user);
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(screen.getByRole('alert')).toHaveTextContent('choose today or an earlier day');
    await user.clear(date);
    await user.type(date, localToday());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Harvest');
    await user.type(screen.getByRole('spinbutton', { name: 'Pods picked' }), '-3');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Count and weight cannot be negative.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Problem');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the pest from the pest guide.');
    expect(screen.getByText('No entries yet.')).toBeInTheDocument();
  });

  it('says so when the planting does not exist', async () => {
    renderGarden('/garden/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('This planting was not found.');
  });

  it('removes a planting after confirmation', async () => {
    const { user, location } = renderGarden();
    await openNewPlanting(user);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Remove planting' }));
    await waitFor(() => expect(location()).toBe('/garden'));
    expect(await screen.findByText('No plantings yet: add the first one.')).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('deletes a journal entry only once the grower confirms it', async () => {
    const { user } = renderGarden();
    await openNewPlanting(user);
    await user.type(screen.getByLabelText('Note'), 'First true leaves');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    const entry = await screen.findByText('First true leaves');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: /^Delete the entry of/ }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(entry).toBeInTheDocument();
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: /^Delete the entry of/ }));
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
    confirm.mockRestore();
  });
});

describe('the pests a problem can name', () => {
  it('are the pests of the pest guide', () => {
    expect([...GARDEN_PESTS]).toEqual(PESTS.map((p) => p.name));
  });
});
