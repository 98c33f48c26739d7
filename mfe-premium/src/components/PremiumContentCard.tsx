import { urls } from '@pepper/client';
import { Button, Card } from '@pepper/ui';
import { Crown } from 'lucide-react';

/**
 * What a visitor sees in place of members' content: an invitation to sign in. Log In is a plain link to the
 * sign-in address, so it takes the browser there before and without the page's code too.
 */
export function PremiumContentCard() {
  return (
    <Card className="grid gap-3 border-amber-300 bg-amber-50 text-center">
      <Crown aria-hidden className="mx-auto h-8 w-8 text-amber-700" />
      <h2 className="text-lg font-bold text-ink">Premium Content</h2>
      <p className="text-sm text-ink-soft">
        Log in to subscribe, read the premium recipes and get member prices on grow kits and merchandise.
      </p>
      <Button asChild>
        <a href={urls.signIn('/premium')}>Log In</a>
      </Button>
    </Card>
  );
}
