import { memo } from 'react';
import type { PepperCard as PepperCardType } from '@pepper/contract';
import { databaseHeatBarPercent, heatBesideLevel, showsBomb } from '@pepper/domain/heat';
import { IncrementalCards, PepperCard } from '@pepper/ui';
import { FavoriteButton } from './FavoriteButton';

/** Beside the card's level: 'min - max SHU', or one figure (kept in the level) when the range is a single value. */
export const cardShuText = (p: Pick<PepperCardType, 'shuMin' | 'shuMax' | 'shuMeasured'>) =>
  heatBesideLevel(p, 'short-range');

/** The database's card: heat bar on the 3,000,000 SHU scale, the bomb above it, and a favorite toggle. */
export function CatalogPepperCard({ pepper }: { pepper: PepperCardType }) {
  return (
    <PepperCard
      pepper={pepper}
      barPercent={databaseHeatBarPercent(pepper.shuMax)}
      shuText={cardShuText(pepper)}
      bomb={showsBomb(pepper.shuMax)}
      actions={<FavoriteButton target={{ pepperId: pepper.id }} name={pepper.name} />}
    />
  );
}

/**
 * A long list renders its first cards at once and the rest as the reader scrolls. It renders again only when its
 * peppers change, not each time a read elsewhere on the page arrives.
 */
export const PepperCardList = memo(function PepperCardList({ peppers }: { peppers: PepperCardType[] }) {
  return <IncrementalCards items={peppers} noun="peppers" card={(p) => <CatalogPepperCard pepper={p} />} />;
});
