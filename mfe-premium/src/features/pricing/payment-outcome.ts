import { planName, type PlanType } from '@pepper/domain/plans';
import { toast } from '@pepper/ui/toast';

/** The toasts of the subscription flow, with their exact titles. */
export function announcePaymentSuccess(plan: PlanType) {
  toast({ title: 'Payment Successful', description: `Welcome to the ${planName(plan)} plan` });
}

export function announcePaymentFailure(message: string | undefined) {
  toast({
    title: 'Payment Failed',
    description: message || 'The payment did not go through.',
    variant: 'destructive',
  });
}

export function announceSubscriptionError(message: string) {
  toast({ title: 'Subscription Error', description: message, variant: 'destructive' });
}

/** The plan being paid for survives a redirect to the bank and back, so the return can name it. */
const PENDING_KEY = 'pepper:pending-plan';

export function rememberPendingPlan(plan: PlanType) {
  try {
    sessionStorage.setItem(PENDING_KEY, plan);
  } catch {
    /* storage may be unavailable (private mode): the return then names no plan */
  }
}

export function takePendingPlan(): PlanType | null {
  try {
    const plan = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    return plan === 'premium' || plan === 'pro' ? plan : null;
  } catch {
    return null;
  }
}
