import { describe, expect, it } from 'vitest';
import { discountedPrice, discountPercentForPlan, formatCents, planPrice } from './prices';

describe('prices in cents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [999, '$9.99'],
    [1999, '$19.99'],
    [123456, '$1,234.56'],
  ])('format %s as %s', (cents, text) => expect(formatCents(cents)).toBe(text));
});

describe('discounts', () => {
  const item = { premiumDiscountPercent: 15, proDiscountPercent: 30 };
  it('give visitors and free members nothing', () => {
    expect(discountPercentForPlan(item, null)).toBe(0);
    expect(discountPercentForPlan(item, undefined)).toBe(0);
    expect(discountPercentForPlan(item, 'free')).toBe(0);
  });
  it('give premium and pro members their own percentage', () => {
    expect(discountPercentForPlan(item, 'premium')).toBe(15);
    expect(discountPercentForPlan(item, 'pro')).toBe(30);
  });
  it("price an item for a plan from the item's own percentage", () => {
    const kit = { originalPrice: 2999, ...item };
    expect(planPrice(kit, 'pro')).toEqual({
      originalPrice: 2999,
      discountPercent: 30,
      discountedPrice: 2099,
    });
    expect(planPrice(kit, 'premium')).toEqual({
      originalPrice: 2999,
      discountPercent: 15,
      discountedPrice: 2549,
    });
    expect(planPrice(kit, null)).toEqual({ originalPrice: 2999, discountPercent: 0, discountedPrice: 2999 });
  });
  it.each([
    [2999, 15, 2549],
    [2999, 0, 2999],
    [1000, 25, 750],
    [999, 33, 669],
  ])('price %s cents at %s% off as %s, to the nearest cent', (cents, pct, price) =>
    expect(discountedPrice(cents, pct)).toBe(price),
  );
  it.each([
    [1000, 100, 0],
    [1000, 150, 0],
    [1000, -10, 1000],
  ])('price %s cents at %s% off as %s, the percentage held between 0 and 100', (cents, pct, price) =>
    expect(discountedPrice(cents, pct)).toBe(price),
  );
});
