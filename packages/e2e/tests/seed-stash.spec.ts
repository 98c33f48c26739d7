import { expect, expectAccessible, signUp, test, yourPlantings } from '../fixtures';

/** A calendar day relative to today, as the browser's date field takes it. */
function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const thisYear = new Date().getFullYear();
const OLD_YEAR = thisYear - 7;

test.describe('the seed stash', () => {
  test('two packets, an old one tested, sow this week from the frost date, a planting from it, its count, and the reminder in the feed', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/garden');
    await page.getByRole('link', { name: /Seed stash/ }).click();
    await expect(page).toHaveURL(/\/garden\/seeds$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Seed stash' })).toBeVisible();
    await expect(page.getByText('No seed packets yet: add the first one.')).toBeVisible();

    const addPacket = async (search: string, name: RegExp, source: string, year: number, seeds: number) => {
      await page.getByRole('button', { name: 'Add a seed packet' }).click();
      await page.getByRole('searchbox', { name: 'Variety' }).fill(search);
      await page.getByRole('button', { name }).first().click();
      await page.getByLabel('Where the seeds came from').selectOption({ label: source });
      await page.getByLabel('Year packed or saved').fill(String(year));
      await page.getByLabel('Seeds left').fill(String(seeds));
      await page.getByRole('button', { name: 'Add packet' }).click();
      await expect(page.getByText('Packet added.')).toBeVisible();
    };

    // A fresh packet from the shop, and an old one from a swap.
    await addPacket('jalap', /^Jalapeño/, 'Shop', thisYear, 25);
    await page.getByRole('button', { name: 'Add a seed packet' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await addPacket('habanero', /^Habanero/, 'Seed swap', OLD_YEAR, 30);
    const packets = page.getByRole('list', { name: 'Your seed packets' });
    await expect(packets.getByRole('link', { name: /^Jalapeño/ })).toContainText('Fresh');
    const old = packets.getByRole('link', { name: /^Habanero/ });
    await expect(old).toContainText('Old');
    await expect(old).toContainText(`Seed swap · ${OLD_YEAR} · 30 seeds left`);

    // A germination test of the old packet: 4 of 10 came up, and the 10 tested come off the packet.
    await old.click();
    await expect(page).toHaveURL(/\/garden\/seeds\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Habanero' })).toBeVisible();
    await expect(page.getByText(/test 10 seeds on a damp paper towel/)).toBeVisible();
    await page.getByLabel('Seeds sown').fill('10');
    await page.getByLabel('Seeds sprouted').fill('4');
    await page.getByLabel('Started on').fill(day(-12));
    await page.getByLabel('Read on').fill(day(-1));
    await page.getByRole('button', { name: 'Record test' }).click();
    await expect(page.getByRole('list', { name: 'Germination tests' })).toContainText(
      '40% · 4 of 10 sprouted',
    );
    await expect(
      page.getByText('40% came up in your test: for 10 plants sow 25 seeds, 15 extra.'),
    ).toBeVisible();
    await expect(page.getByText('20 seeds left', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // The frost date decides, with each variety's lead time: 100 days away is not this week's sowing; 65 days
    // away is for the Habanero (11 weeks before planting out, two weeks after the frost: 63 days before it),
    // and soon for the Jalapeño (8 weeks: 42 days before it).
    await page.getByRole('link', { name: 'Back to the seed stash' }).click();
    await expect(
      page.getByText(/Add your town or postcode \(or your last frost\) in My Garden/),
    ).toBeVisible();
    await page.getByLabel('Last frost date').fill(day(100));
    await page.getByRole('button', { name: 'Save last frost' }).click();
    await expect(page.getByRole('list', { name: 'Later this season' })).toContainText(
      `Habanero (${OLD_YEAR})`,
    );
    await expect(page.getByRole('list', { name: 'Sow this week' })).toHaveCount(0);
    await page.getByLabel('Last frost date').fill(day(65));
    await page.getByRole('button', { name: 'Save last frost' }).click();
    const thisWeek = page.getByRole('list', { name: 'Sow this week' });
    const habanero = thisWeek.getByRole('listitem').filter({ hasText: `Habanero (${OLD_YEAR})` });
    await expect(habanero).toContainText('20 seeds left · Old · sow 3 per plant · 11 weeks indoors');
    await expect(
      page.getByRole('list', { name: 'Sow soon' }).getByRole('link', { name: `Jalapeño (${thisYear})` }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Later this season' })).toHaveCount(0);
    await expectAccessible(page);

    // Plan a planting from the old packet on its sowing day: 3 plants need 8 seeds at 40%, set aside of its 20.
    await habanero.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Habanero' })).toBeVisible();
    await expect(page.getByText('20 seeds left', { exact: true })).toBeVisible();
    await page.getByLabel('Plants wanted').fill('3');
    await expect(page.getByLabel('Seeds to sow')).toHaveValue('8');
    await expect(page.getByLabel('Sowing date')).toHaveValue(day(2));
    await page.getByLabel('Label').fill('Old habaneros');
    await page.getByRole('button', { name: 'Sow and start planting' }).click();
    await expect(page.getByText('(8 set aside for planned sowings)')).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Plantings from this packet' })
        .getByRole('link', { name: 'Old habaneros' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to the seed stash' }).click();
    await expect(packets.getByRole('link', { name: /^Habanero/ })).toContainText('20 seeds left');

    // The planting is in the garden, and its sowing day is one reminder in the calendar feed.
    await page.getByRole('link', { name: 'Back to My Garden' }).click();
    await expect(yourPlantings(page)).toContainText('Old habaneros');
    const webcal = (await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!;
    const ics = await (await page.request.get(webcal.replace(/^webcal:/, 'http:'))).text();
    const sowDay = day(2).replaceAll('-', '');
    expect(ics).toContain('SUMMARY:Sow the seeds: Old habaneros');
    expect(ics).not.toContain('SUMMARY:Sow Habanero seeds');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${sowDay}`);
    expect(ics).toContain('TRIGGER;RELATED=START:PT9H');
  });
});
