import { cn } from '../cn';

export interface ThumbnailProps {
  src: string;
  /** Width and height in CSS pixels: the space is reserved before the picture loads, so nothing below it moves. */
  size: number;
  /** Empty where the picture only decorates a card whose text names it. */
  alt?: string;
  /** Load at once (a picture in the first screen) instead of when it nears the screen. */
  eager?: boolean;
  className?: string;
}

/** A square picture beside a card's text. */
export function Thumbnail({ src, size, alt = '', eager = false, className }: ThumbnailProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? undefined : 'lazy'}
      style={{ width: size, height: size }}
      className={cn('shrink-0 rounded-xl bg-stone-100 object-cover', className)}
    />
  );
}
