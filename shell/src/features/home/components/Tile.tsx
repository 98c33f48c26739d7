import type { LucideIcon } from 'lucide-react';
import { Link } from '@pepper/router';

export interface TileProps {
  to: string;
  title: string;
  subtitle?: string;
  icon: LucideIcon;
  tone?: 'red' | 'orange' | 'green' | 'stone';
}

const tones = {
  red: 'bg-chili-50 text-chili-800',
  orange: 'bg-orange-50 text-orange-900',
  green: 'bg-green-50 text-green-900',
  stone: 'bg-stone-100 text-ink',
} as const;

export function Tile({ to, title, subtitle, icon: Icon, tone = 'stone' }: TileProps) {
  return (
    <Link
      to={to}
      className={`flex min-h-[88px] flex-col justify-between rounded-2xl p-3 shadow-sm ${tones[tone]}`}
    >
      <Icon aria-hidden className="h-6 w-6" />
      <span>
        <span className="block text-base font-bold">{title}</span>
        {subtitle ? <span className="block text-xs opacity-90">{subtitle}</span> : null}
      </span>
    </Link>
  );
}
