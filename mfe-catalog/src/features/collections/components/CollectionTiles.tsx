import { COLLECTIONS, type CollectionKey } from '@pepper/domain/peppers';
import { cn } from '@pepper/ui';
import {
  Carrot,
  Flame,
  Flower2,
  Leaf,
  Map as MapIcon,
  Radiation,
  Sprout,
  type LucideIcon,
} from 'lucide-react';
import { Link } from '@pepper/router';

const ICONS: Record<CollectionKey, LucideIcon> = {
  superhots: Flame,
  heirlooms: Sprout,
  wild: Leaf,
  ornamental: Flower2,
  regional: MapIcon,
  nuclear: Radiation,
  mild: Carrot,
};

/** One tile per collection, the current one marked. */
export function CollectionTiles({ keys, current }: { keys: readonly CollectionKey[]; current: string }) {
  return (
    <nav aria-label="Collections" className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none]">
      <ul className="flex gap-2 pb-1">
        {keys.map((key) => {
          const active = key === current;
          const Icon = ICONS[key];
          return (
            <li key={key}>
              <Link
                to={`/collections/${key}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-touch w-28 flex-col items-center justify-center gap-1 rounded-2xl border p-2 text-center text-xs font-bold',
                  active
                    ? 'border-chili-700 bg-chili-700 text-white'
                    : 'border-stone-200 bg-white text-ink hover:bg-chili-50',
                )}
              >
                <Icon aria-hidden className="h-5 w-5" />
                {COLLECTIONS[key].title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
