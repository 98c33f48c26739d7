import { Flame, FlameKindling, Skull, Sprout, Zap, type LucideIcon } from 'lucide-react';

/** The domain names each tier's colour and icon; these are their looks in the theme (AA on white). */
export const TIER_COLORS: Record<string, { card: string; accent: string }> = {
  green: { card: 'bg-heat-mild-bg border-green-300', accent: 'text-heat-mild' },
  yellow: { card: 'bg-heat-medium-bg border-yellow-300', accent: 'text-heat-medium' },
  orange: { card: 'bg-heat-hot-bg border-orange-300', accent: 'text-heat-hot' },
  red: { card: 'bg-heat-extreme-bg border-red-300', accent: 'text-heat-extreme' },
  purple: { card: 'bg-heat-purple-bg border-purple-300', accent: 'text-heat-purple' },
};

export const TIER_ICONS: Record<string, LucideIcon> = {
  sprout: Sprout,
  flame: Flame,
  zap: Zap,
  'flame-kindling': FlameKindling,
  skull: Skull,
};
