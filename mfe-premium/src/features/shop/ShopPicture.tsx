import { cn } from '@pepper/ui';

/**
 * A shop item's picture across the card, whole (never cropped), in a 2:1 space reserved before it loads.
 * `lazy` waits until it nears the screen, for pictures down a list.
 */
export function ShopPicture({
  src,
  lazy = false,
  className,
}: {
  src: string;
  lazy?: boolean;
  className: string;
}) {
  return (
    <img
      src={src}
      alt=""
      width={320}
      height={160}
      loading={lazy ? 'lazy' : undefined}
      className={cn('w-full rounded-xl bg-stone-100 object-contain', className)}
    />
  );
}
