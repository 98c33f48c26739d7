import { Flame, FlameKindling, Skull, Sprout, Zap, type LucideIcon } from 'lucide-react';

/** The domain names each tier's icon; its colour is the heat scale's (`heatColors`). */
export const TIER_ICONS: Record<string, LucideIcon> = {
  sprout: Sprout,
  flame: Flame,
  zap: Zap,
  'flame-kindling': FlameKindling,
  skull: Skull,
};
