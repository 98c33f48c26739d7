import { formatCents, type Plan } from '@pepper/domain/plans';
import { Badge, Button, Card, cn } from '@pepper/ui';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

export interface PlanCardProps {
  plan: Plan;
  current: boolean;
  /** What the card offers; with `href`, a link (it works before and without the page's code) unless disabled. */
  button: { label: string; disabled: boolean; href?: string } | null;
  /** Why the button cannot be used, said beside it (a server without payments). */
  note?: ReactNode;
  onChoose: () => void;
}

export function PlanCard({ plan, current, button, note, onChoose }: PlanCardProps) {
  const titleId = `plan-${plan.type}`;
  const noteId = `plan-${plan.type}-note`;
  return (
    <Card
      aria-labelledby={titleId}
      className={cn(
        'grid gap-3',
        plan.type === 'pro' && 'border-chili-600',
        current && 'ring-2 ring-chili-600',
      )}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-ink">
          {plan.name}
        </h3>
        {current ? (
          <Badge className="bg-green-100 text-green-900">Your plan</Badge>
        ) : plan.type === 'pro' ? (
          <Badge className="bg-chili-100 text-chili-900">Best value</Badge>
        ) : null}
      </div>
      <p className="text-ink">
        <span className="text-3xl font-extrabold">{formatCents(plan.priceCents)}</span>
        <span className="text-sm text-ink-soft"> / month</span>
      </p>
      {plan.discountRange ? (
        <p className="text-sm font-semibold text-chili-800">
          {plan.discountRange} off grow kits and merchandise
        </p>
      ) : null}
      <ul className="grid gap-1.5 text-sm text-ink">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
            {feature}
          </li>
        ))}
      </ul>
      {button?.href && !button.disabled ? (
        <Button asChild variant={plan.type === 'free' ? 'outline' : 'primary'}>
          <a href={button.href} aria-describedby={titleId}>
            {button.label}
          </a>
        </Button>
      ) : button ? (
        <Button
          variant={plan.type === 'free' ? 'outline' : 'primary'}
          disabled={button.disabled}
          onClick={onChoose}
          aria-describedby={note ? `${titleId} ${noteId}` : titleId}
        >
          {button.label}
        </Button>
      ) : null}
      {button && note ? <div id={noteId}>{note}</div> : null}
    </Card>
  );
}
