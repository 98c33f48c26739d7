import { expect, test } from '../fixtures';
import type { Page } from '@playwright/test';

/**
 * Real varieties across the scale, each with its typical heat (halfway along its range) and the level and
 * Heat Index range that heat falls in. Every screen must name the same level for it.
 */
const SAMPLES = [
  { name: 'Bell Pepper', typical: 0, level: 'No Heat', range: 'No Heat' },
  { name: 'Poblano', typical: 1_500, level: 'Mild', range: 'Mild' },
  { name: 'Jalapeño', typical: 6_250, level: 'Medium', range: 'Medium' },
  { name: 'Habanero', typical: 225_000, level: 'Very Hot', range: 'Very Hot' },
  { name: 'Carolina Reaper', typical: 1_800_000, level: 'Superhot', range: 'Extremely Hot' },
] as const;

const card = (page: Page, name: string) =>
  page.locator('main article').filter({ has: page.getByRole('link', { name, exact: true }) });

/** Whether a long list holds a variety: more cards are shown until it appears or the list ends. */
async function listHolds(page: Page, name: string): Promise<boolean> {
  await expect(page.locator('main article').first()).toBeVisible();
  const more = page.getByRole('link', { name: /^Show \d+ more peppers$/ });
  // The keyboard, as the list also grows on its own when the link nears the screen and moves under a pointer.
  while ((await card(page, name).count()) === 0 && (await more.count()) > 0) {
    const shown = await page.locator('main article').count();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main article')).not.toHaveCount(shown);
  }
  return (await card(page, name).count()) > 0;
}

test.describe('one heat scale', () => {
  for (const s of SAMPLES) {
    test(`${s.name} (typically ${s.typical.toLocaleString('en-US')} SHU) is ${s.level} on every screen`, async ({
      page,
    }) => {
      // The database's badge, and its filter for that level holds the variety.
      await page.goto(`/peppers?search=${encodeURIComponent(s.name)}`);
      await expect(card(page, s.name).first()).toContainText(s.level);
      const heat = page.getByRole('combobox', { name: 'Heat level' });
      await heat.selectOption({ label: s.level });
      await expect(card(page, s.name).first()).toBeVisible();

      // The pepper's page: its badge and its details.
      await card(page, s.name).first().getByRole('link', { name: s.name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: s.name })).toBeVisible();
      await expect(page.getByRole('main').getByText(s.level, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('main')).toContainText(`${s.level}, typically`);

      // The Heat Index: the range card of its typical heat names the level (or is part of it), and the
      // variety is listed at that heat.
      await page.goto('/scoville');
      const rangeCard = page
        .getByRole('region', { name: 'Heat ranges' })
        .getByRole('button', { name: new RegExp(`^${s.range} `) });
      if (s.range !== s.level) await expect(rangeCard).toContainText(`Part of ${s.level}`);
      else await expect(rangeCard).not.toContainText('Part of');
      for (const bound of ['Maximum SHU', 'Minimum SHU']) {
        await page.getByRole('textbox', { name: bound }).fill(String(s.typical));
        await page.getByRole('textbox', { name: bound }).press('Enter');
      }
      await expect(card(page, s.name)).toHaveCount(1);
      await expect(card(page, s.name)).toContainText(s.level);

      // The calculator's verdict for that heat.
      await page.goto('/tools/heat-calc');
      // The calculator arrives rendered; it answers typing once its code has come.
      await page.waitForLoadState('networkidle');
      await page.getByRole('textbox', { name: 'Heat (SHU)' }).fill(String(s.typical));
      await expect(page.getByTestId('blend-level')).toHaveText(s.level);

      // Collections: a superhot is in Superhots and not in Mild; a mild pepper the other way round.
      for (const [collection, member] of [
        ['superhots', s.level === 'Superhot'],
        ['mild', s.level === 'No Heat' || s.level === 'Mild'],
      ] as const) {
        await page.goto(`/collections/${collection}`);
        expect(await listHolds(page, s.name), `${s.name} in ${collection}`).toBe(member);
      }
    });
  }

  test('the Heat Index counts every variety once, and its slider spreads the scale', async ({ page }) => {
    await page.goto('/scoville');
    const cards = page.getByRole('region', { name: 'Heat ranges' }).getByRole('button');
    await expect(cards).toHaveCount(10);
    await expect(cards.first()).toContainText(/\d+ variet/);
    const counts = (await cards.allTextContents()).map((t) => Number(t.match(/(\d+) variet/)?.[1] ?? 0));
    const listed = await page.getByText(/^\d+ varieties whose typical heat/).textContent();
    expect(counts.reduce((a, b) => a + b, 0)).toBe(Number(listed!.match(/^(\d+)/)![1]));

    const min = page.getByRole('slider', { name: 'Minimum SHU' });
    await min.focus();
    await page.keyboard.press('PageUp');
    const first = Number(await min.getAttribute('aria-valuenow'));
    await page.keyboard.press('PageUp');
    expect(Number(await min.getAttribute('aria-valuenow'))).toBeGreaterThan(first);
    await page.keyboard.press('Home');
    await expect(min).toHaveAttribute('aria-valuetext', '0 SHU');
  });
});
