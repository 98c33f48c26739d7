import { Thumbnail } from './Thumbnail';
import { Bomb } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@pepper/router';
import { HeatBadge, type HeatLevelName } from './HeatBadge';
import { HeatBar } from './HeatBar';

export interface PepperCardData {
  id: number;
  name: string;
  scientificName?: string;
  heatLevel: HeatLevelName;
  shuMin: number;
  shuMax: number;
  origin?: string;
  imageUrl: string;
}

export interface PepperCardProps {
  pepper: PepperCardData;
  /** Heat bar width 0..100 on the screen's scale. */
  barPercent: number;
  /** Formatted SHU range, e.g. '2.5K - 8K SHU'. */
  shuText: string;
  bomb?: boolean;
  /** Extra controls (e.g. a favorite toggle) placed beside the link, never inside it. */
  actions?: ReactNode;
}

export function PepperCard({ pepper, barPercent, shuText, bomb, actions }: PepperCardProps) {
  return (
    <article className="relative flex gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
      <Thumbnail src={pepper.imageUrl} size={64} />
      <div className="min-w-0 flex-1">
        <h3 className="flex items-center gap-1 text-base font-bold text-ink">
          <Link
            to={`/peppers/${pepper.id}`}
            className="min-w-0 truncate after:absolute after:inset-0 after:content-['']"
          >
            {pepper.name}
          </Link>
          {bomb ? (
            <Bomb aria-label="Over 3 million SHU" role="img" className="h-4 w-4 shrink-0 text-chili-700" />
          ) : null}
        </h3>
        {pepper.scientificName ? (
          <p className="truncate text-xs italic text-ink-soft">{pepper.scientificName}</p>
        ) : null}
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-soft">
          <HeatBadge level={pepper.heatLevel} />
          <span>{shuText}</span>
          {pepper.origin ? <span>{pepper.origin}</span> : null}
        </div>
        <HeatBar className="mt-2" percent={barPercent} label={`${pepper.name} heat`} />
      </div>
      {actions ? <div className="relative z-10 self-start">{actions}</div> : null}
    </article>
  );
}
