import { Link } from '@pepper/router';
import { Button, Card } from '@pepper/ui';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';

/** Where the payment page sends the buyer back once the order is paid. */
export function OrderPlaced({ signedIn, onDone }: { signedIn: boolean; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="grid gap-3" aria-labelledby="order-placed-title">
      <CircleCheck aria-hidden className="h-10 w-10 text-green-700" />
      <h2
        id="order-placed-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-ink outline-none"
      >
        Your order is placed
      </h2>
      <p className="text-sm text-ink">
        Thank you! The payment went through and we will ship your order to the address you gave. A receipt is
        on its way to your email.
      </p>
      {signedIn ? (
        <>
          <p className="text-sm text-ink">Your orders are listed on your account page.</p>
          <Button asChild>
            <Link to="/account">See my orders</Link>
          </Button>
        </>
      ) : (
        <p className="text-sm text-ink">
          You bought as a visitor: the receipt in your email is your record of this order.
        </p>
      )}
      <Button variant="outline" onClick={onDone}>
        Back to the shop
      </Button>
    </Card>
  );
}
