import { formatCents } from '@pepper/domain/plans';
import { Badge } from '@pepper/ui';

/** The server's price for the caller's plan, with the original struck through when there is a discount. */
export function Price({
  originalPrice,
  discountedPrice,
  discountPercent,
}: {
  originalPrice: number;
  discountedPrice: number;
  discountPercent: number;
}) {
  if (discountPercent <= 0 || discountedPrice >= originalPrice) {
    return <p className="text-xl font-extrabold text-ink">{formatCents(originalPrice)}</p>;
  }
  return (
    <div className="flex flex-wrap items-baseline gap-2">
      <p className="text-xl font-extrabold text-chili-800">
        <span className="sr-only">Member price </span>
        {formatCents(discountedPrice)}
      </p>
      <p className="text-sm text-ink-soft line-through">
        <span className="sr-only">Regular price </span>
        {formatCents(originalPrice)}
      </p>
      <Badge className="bg-green-100 text-green-900">Save {discountPercent}%</Badge>
    </div>
  );
}
