import { getToasts, resetToasts } from '@pepper/ui/toast';
import { announcePaymentFailure, rememberPendingPlan, takePendingPlan } from './payment-outcome';

afterEach(() => {
  sessionStorage.clear();
  resetToasts();
});

describe('the plan being paid for', () => {
  it('is named once on the return from the bank, then forgotten', () => {
    rememberPendingPlan('pro');
    expect(takePendingPlan()).toBe('pro');
    expect(takePendingPlan()).toBeNull();
  });

  it('is no plan when the tab kept something that is not a paid plan', () => {
    sessionStorage.setItem('pepper:pending-plan', 'free');
    expect(takePendingPlan()).toBeNull();
  });
});

describe('a failed payment', () => {
  it("says 'The payment did not go through.' when the provider gives no reason", () => {
    announcePaymentFailure(undefined);
    expect(getToasts()[0]).toMatchObject({
      title: 'Payment Failed',
      description: 'The payment did not go through.',
      variant: 'destructive',
    });
  });
});
