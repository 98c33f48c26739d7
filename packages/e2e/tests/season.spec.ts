import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import {
  denyLocation,
  expect,
  expectAccessible,
  plantingLink,
  signUp,
  test,
  yourPlantings,
} from '../fixtures';

const thisYear = new Date().getFullYear();
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The all-day events of the garden's calendar feed, read with an iCalendar parser. */
async function feedEvents(page: Page) {
  const webcal = (await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!;
  const ics = await (await page.request.get(webcal.replace(/^webcal:/, 'http:'))).text();
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const trigger = vevent.getFirstSubcomponent('valarm')!.getFirstProperty('trigger')!;
    const ringsAt = event.startDate.clone();
    ringsAt.isDate = false;
    ringsAt.addDuration(trigger.getFirstValue() as ICAL.Duration);
    return {
      summary: event.summary,
      day: event.startDate.toString(),
      related: trigger.getParameter('related'),
      ringsAt: ringsAt.toString(),
    };
  });
}

async function addPacket(page: Page, search: string, name: RegExp, seeds: number) {
  await page.getByRole('button', { name: 'Add a seed packet' }).click();
  await page.getByRole('searchbox', { name: 'Variety' }).fill(search);
  await page.getByRole('button', { name }).first().click();
  await page.getByLabel('Where the seeds came from').selectOption({ label: 'Shop' });
  await page.getByLabel('Year packed or saved').fill(String(thisYear));
  await page.getByLabel('Seeds left').fill(String(seeds));
  await page.getByRole('button', { name: 'Add packet' }).click();
  await expect(page.getByText('Packet added.')).toBeVisible();
}

test.describe('a season planned from the grower’s place', () => {
  test('a new visitor types Chicago, plans a Carolina Reaper and a Jalapeño from their lead times, tests and sows from a packet, and the counts and the feed agree', async ({
    page,
  }) => {
    await page.goto('/garden');
    await expect(page.getByRole('heading', { level: 1, name: 'My Garden' })).toBeVisible();

    // The place, typed: suggestions from the place search.
    await page.getByRole('searchbox', { name: 'Town or postcode' }).fill('Chicago');
    const found = page.getByRole('list', { name: 'Places found' });
    await expect(found.getByRole('button', { name: 'Chicago, Illinois, United States' })).toBeVisible();
    // The card at the top of the screen, under the header, with its suggestions above the bottom bar.
    await page.evaluate(() => {
      document.getElementById('your-place')?.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -120);
    });
    await expectAccessible(page);
    await found.getByRole('button', { name: 'Chicago, Illinois, United States' }).click();
    const place = page.getByTestId('your-place');
    await expect(place).toContainText('Chicago, Illinois, United States');
    await expect(place).toContainText('HemisphereNorthern');
    await expect(place).toContainText(/Season now(Winter|Spring|Summer|Fall)/);
    await expect(place).toContainText(/Average last frostApril \d+/);

    // Two packets: the Reaper is sown 12 weeks before planting out, the Jalapeño 8.
    await page.getByRole('link', { name: /Seed stash/ }).click();
    await addPacket(page, 'carolina reaper', /^Carolina Reaper/, 10);
    await addPacket(page, 'jalap', /^Jalapeño/, 25);
    // In whichever group of the sowing plan the day falls.
    const planItem = (name: string) =>
      page
        .getByRole('listitem')
        .filter({ hasText: `${name} (${thisYear})` })
        .filter({ hasText: 'weeks indoors' });
    const reaper = planItem('Carolina Reaper');
    const jalapeno = planItem('Jalapeño');
    await expect(reaper).toContainText('12 weeks indoors before planting out');
    await expect(reaper).toContainText('10 weeks before your last frost');
    await expect(jalapeno).toContainText('8 weeks indoors before planting out');
    await expect(jalapeno).toContainText('6 weeks before your last frost');

    // An account now, for the calendar feed: the place moves with the garden.
    await signUp(page);
    await page.goto('/garden');
    await expect(page.getByTestId('your-place')).toContainText('Chicago, Illinois, United States');
    const before = await feedEvents(page);
    const reaperSow = before.find((e) => e.summary === 'Sow Carolina Reaper seeds')!;
    const jalapenoSow = before.find((e) => e.summary === 'Sow Jalapeño seeds')!;
    // Sown on their own days, four weeks apart; each reminder rings at 9:00 on its day.
    expect(daysBetween(reaperSow.day, jalapenoSow.day)).toBe(28);
    for (const e of before) {
      expect(e.related).toBe('START');
      expect(e.ringsAt).toBe(`${e.day}T09:00:00`);
    }

    // Test the Jalapeño packet: the 10 seeds tested come off its 25.
    await page.getByRole('link', { name: /Seed stash/ }).click();
    await page
      .getByRole('list', { name: 'Your seed packets' })
      .getByRole('link', { name: /^Jalapeño/ })
      .click();
    await expect(page.getByText(/count the sprouts after 10-21 days/)).toBeVisible();
    await page.getByLabel('Seeds sown').fill('10');
    await page.getByLabel('Seeds sprouted').fill('9');
    await page.getByRole('button', { name: 'Record test' }).click();
    await expect(page.getByText('15 seeds left', { exact: true })).toBeVisible();

    // Sow from it: the form offers the planned day; planned, the seeds are set aside.
    await expect(page.getByLabel('Sowing date')).toHaveValue(jalapenoSow.day);
    await page.getByLabel('Plants wanted').fill('2');
    await page.getByLabel('Seeds to sow').fill('4');
    await page.getByLabel('Label').fill('Patio jalapeños');
    await page.getByRole('button', { name: 'Sow and start planting' }).click();
    await expect(page.getByText('(4 set aside for planned sowings)')).toBeVisible();
    const sowings = page.getByRole('list', { name: 'Plantings from this packet' });
    await expect(sowings).toContainText('4 seeds set aside for');

    // The sowing planned by the packet and the planting is one task in the feed.
    await page.goto('/garden');
    const planned = (await feedEvents(page)).filter((e) => e.summary.startsWith('Sow'));
    expect(planned.map((e) => [e.summary, e.day]).sort()).toEqual(
      [
        ['Sow Carolina Reaper seeds', reaperSow.day],
        ['Sow the seeds: Patio jalapeños', jalapenoSow.day],
      ].sort(),
    );

    // Marked sown, the set-aside seeds come off the packet: 25 - 10 tested - 4 sown = 11, and the feed agrees.
    await page.getByRole('link', { name: /Seed stash/ }).click();
    await page
      .getByRole('list', { name: 'Your seed packets' })
      .getByRole('link', { name: /^Jalapeño/ })
      .click();
    await page.getByRole('button', { name: 'Mark Patio jalapeños sown today' }).click();
    await expect(page.getByText('11 seeds left', { exact: true })).toBeVisible();
    await expect(page.getByText(/set aside for planned sowings/)).toHaveCount(0);
    await expect(sowings).toContainText('4 seeds sown');
    await page.goto('/garden');
    const after = await feedEvents(page);
    expect(after.filter((e) => e.summary === 'Sow the seeds: Patio jalapeños')).toEqual([]);
    expect(after.filter((e) => e.summary === 'Sow Jalapeño seeds')).toEqual([]);
    expect(after.filter((e) => e.summary === 'Sow Carolina Reaper seeds')).toHaveLength(1);
  });

  test('a visitor with no place adds a planting in November and sees no outdoor date', async ({ page }) => {
    await page.goto('/garden');
    await page.getByRole('button', { name: 'Add a planting' }).click();
    await page.getByRole('searchbox', { name: 'Variety' }).fill('habanero');
    await page
      .getByRole('button', { name: /^Habanero/ })
      .first()
      .click();
    await page.getByLabel('Where it grows').selectOption({ label: 'Raised bed' });
    await page.getByLabel('Label').fill('November habaneros');
    await page.getByLabel('Sowing date').fill(`${thisYear}-11-28`);
    await page.getByRole('button', { name: 'Add planting' }).click();
    const link = plantingLink(page, /November habaneros/);
    await expect(link).toContainText('Add your place to date the outdoor steps');
    await link.click();
    const plan = page.getByRole('list', { name: 'Plan' });
    await expect(plan).toContainText('Sow the seeds');
    await expect(plan).toContainText('Pot up the seedlings');
    await expect(plan).not.toContainText(/Harden off|Transplant|First harvest|Feed/);
    await expect(
      page.getByRole('region', { name: 'Add your place to date the outdoor steps' }),
    ).toContainText('town or postcode');
    await expect(
      page.getByText('Habanero spends 11 weeks indoors from sowing to planting out.'),
    ).toBeVisible();
    await page.goto('/garden');
    await expect(yourPlantings(page)).toContainText('November habaneros');
    await expect(
      page.getByRole('link', { name: /^(Harden off|Transplant): November habaneros/ }),
    ).toHaveCount(0);
  });

  test('a refused location says so and offers the typed place', async ({ page }) => {
    await denyLocation(page);
    await page.goto('/garden');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Your device did not share its location. Type your town or postcode above instead',
    );
    await expect(page.getByRole('searchbox', { name: 'Town or postcode' })).toBeFocused();
  });
});
