import { HttpError, mutations } from '@pepper/client';
import { MAX_ORDER_QUANTITY } from '@pepper/contract/limits';
import { formatCents } from '@pepper/domain/plans';
import { Link } from '@pepper/router';
import { Badge, Button, Card, FormProblem, NeedsConnection } from '@pepper/ui';
import { useOnline } from '@pepper/ui/connection';
import { ArrowLeft, Minus, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { browser, type Account } from '../../components/useAccount';
import { Includes } from './Includes';
import { MemberHint } from './MemberHint';
import { PaymentsOffNote } from '../../components/PaymentsOffNote';
import { usePayments } from '../../components/payments';
import { Price } from './Price';
import { ShopPicture } from './ShopPicture';
import type { ShopItem } from './shop-item';

const messageOf = (err: unknown) =>
  err instanceof HttpError ? err.serverMessage : 'The payment page could not be opened. Please try again.';

/**
 * One kit or piece of merchandise: everything it includes, its price for the caller's plan, a quantity and
 * the buy button, which sends the browser to the payment provider's page.
 */
export function ShopItemDetail({
  item,
  account,
  backLabel,
  backTo,
}: {
  item: ShopItem;
  account: Account;
  backLabel: string;
  /** The shelf's address, which the back link leads to (a link: it works before the page's code). */
  backTo: string;
}) {
  const payments = usePayments();
  const online = useOnline();
  const [quantity, setQuantity] = useState(1);
  const [buying, setBuying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const noteId = useId();

  // Opening the detail moves the reader to it, as a new page would: its start in view (the list it replaces
  // may have been scrolled far down, and the sticky header covers the top), its name focused.
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [item.id, item.kind]);

  async function buy() {
    setBuying(true);
    setError(null);
    try {
      const { url } = await mutations.checkout({ kind: item.kind, itemId: item.id, quantity });
      browser.assign(url);
    } catch (err) {
      setError(messageOf(err));
      setBuying(false);
    }
  }

  return (
    <div ref={top} className="grid scroll-mt-24 gap-3">
      <Button asChild variant="ghost" className="w-fit px-2">
        <Link to={backTo}>
          <ArrowLeft aria-hidden className="h-4 w-4" />
          {backLabel}
        </Link>
      </Button>
      <Card className="grid gap-3" aria-labelledby={titleId}>
        <ShopPicture src={item.imageUrl} className="h-44" />
        <div className="flex items-start justify-between gap-2">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
            {item.name}
          </h2>
          <Badge className="shrink-0 bg-stone-100 text-ink">{item.label}</Badge>
        </div>
        <p className="text-sm text-ink-soft">{item.description}</p>
        {item.includes ? <Includes items={item.includes} all /> : null}
        <Price
          originalPrice={item.originalPrice}
          discountedPrice={item.discountedPrice}
          discountPercent={item.discountPercent}
        />
        <MemberHint account={account} />
        <Quantity value={quantity} onChange={setQuantity} />
        <p className="text-sm text-ink" aria-live="polite">
          Total for {quantity}: <strong>{formatCents(item.discountedPrice * quantity)}</strong>, plus shipping
          to the address you give at payment.
        </p>
        <NeedsConnection>Buying needs a connection: payments are never taken offline.</NeedsConnection>
        <Button
          onClick={() => void buy()}
          disabled={!payments.shop || !online || buying}
          aria-describedby={payments.shop ? undefined : noteId}
        >
          {buying ? 'Opening the payment page…' : 'Buy now'}
        </Button>
        {payments.shop ? (
          <p className="text-xs text-ink-soft">
            You pay on Stripe’s secure page and come back here when the order is placed.
          </p>
        ) : (
          <PaymentsOffNote id={noteId} />
        )}
        <FormProblem>{error}</FormProblem>
      </Card>
    </div>
  );
}

function Quantity({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const labelId = useId();
  return (
    <div className="flex items-center gap-3" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="text-sm font-semibold text-ink">
        Quantity
      </span>
      <Button
        variant="outline"
        size="icon"
        aria-label="One fewer"
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden className="h-4 w-4" />
      </Button>
      <output aria-live="polite" className="min-w-8 text-center text-lg font-bold text-ink">
        {value}
      </output>
      <Button
        variant="outline"
        size="icon"
        aria-label="One more"
        disabled={value >= MAX_ORDER_QUANTITY}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden className="h-4 w-4" />
      </Button>
      <span className="text-xs text-ink-soft">up to {MAX_ORDER_QUANTITY}</span>
    </div>
  );
}
