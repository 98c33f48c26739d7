import { describe, expect, it } from 'vitest';
import { planButton, planDiscountRange, planName, PLANS } from './plans';

describe('plans', () => {
  it('are Free $0, Premium $9.99 and Pro $19.99 a month', () => {
    expect(PLANS.map((p) => [p.type, p.name, p.priceCents])).toEqual([
      ['free', 'Free', 0],
      ['premium', 'Premium', 999],
      ['pro', 'Pro', 1999],
    ]);
  });
  it('describe discounts of 10-20% for premium and 25-40% for pro', () => {
    expect(PLANS.map((p) => p.discountRange)).toEqual([null, '10-20%', '25-40%']);
    expect([planDiscountRange('premium'), planDiscountRange('pro')]).toEqual(['10-20%', '25-40%']);
  });
  it('list features for every plan', () =>
    PLANS.forEach((p) => expect(p.features.length).toBeGreaterThan(0)));
  it('name a plan by its type', () => expect(planName('pro')).toBe('Pro'));
});

describe('plan buttons', () => {
  it("read 'Current Plan' and are disabled on the current plan", () =>
    expect(planButton({ plan: 'pro', currentPlan: 'pro', processing: null })).toEqual({
      label: 'Current Plan',
      disabled: true,
    }));
  it("read 'Processing...' while that plan is being bought", () =>
    expect(planButton({ plan: 'pro', currentPlan: 'free', processing: 'pro' })).toEqual({
      label: 'Processing...',
      disabled: true,
    }));
  it('are disabled while another plan is being bought', () =>
    expect(planButton({ plan: 'premium', currentPlan: 'free', processing: 'pro' }).disabled).toBe(true));
  it('offer the plan otherwise', () =>
    expect(planButton({ plan: 'premium', currentPlan: null, processing: null })).toEqual({
      label: 'Choose Premium',
      disabled: false,
    }));
});
