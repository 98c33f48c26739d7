import '../../styles.css';
import { notFoundHead } from '@pepper/content/heads';
import { SearchX } from 'lucide-react';
import type { PepperCard } from '@pepper/contract';
import { queries } from '@pepper/client';
import { formatShuFull } from '@pepper/domain/heat';
import {
  COLLECTION_KEYS,
  collectionHeatSpan,
  collectionMembers,
  COLLECTIONS,
  DEFAULT_COLLECTION,
  isCollectionKey,
} from '@pepper/domain/peppers';
import { CardSection, EmptyState, PageHead, PageHeader, PageTextHead } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from '@pepper/router';
import { PepperCardList } from '../../components/CatalogPepperCard';
import { FetchedContent } from '../../components/FetchedContent';
import { StatTiles } from '../../components/StatTiles';
import { CollectionTiles } from './components/CollectionTiles';

function CollectionStats({ peppers }: { peppers: PepperCard[] }) {
  // The span of the members' own ranges: the lowest any of them measures, and the highest.
  const span = collectionHeatSpan(peppers);
  const hottest = span?.hottest;
  const mildest = span?.coolest;
  const origins = new Set(peppers.map((p) => p.origin.split(',').pop()!.trim())).size;
  return (
    <CardSection title="Collection stats">
      <StatTiles
        tiles={[
          { label: 'Varieties', value: peppers.length, valueClassName: 'text-lg font-extrabold text-ink' },
          { label: 'Origins', value: origins, valueClassName: 'text-lg font-extrabold text-ink' },
          {
            label: 'Hottest',
            value: hottest ? `${formatShuFull(hottest.shuMax)}` : '-',
            valueClassName: 'text-sm font-extrabold text-chili-800',
          },
        ]}
      />
      {hottest && mildest ? (
        <p className="mt-2 text-xs text-ink-soft">
          {mildest === hottest
            ? hottest.shuMin === hottest.shuMax
              ? `${hottest.name} is measured at ${formatShuFull(hottest.shuMax)} SHU.`
              : `${hottest.name} runs from ${formatShuFull(hottest.shuMin)} to ${formatShuFull(hottest.shuMax)} SHU.`
            : `From ${formatShuFull(mildest.shuMin)} SHU (${mildest.name}) to ${formatShuFull(hottest.shuMax)} SHU (${hottest.name}), across the members’ ranges.`}
        </p>
      ) : null}
    </CardSection>
  );
}

const NO_MEMBERS = (
  <EmptyState
    icon={SearchX}
    title="No Peppers Found"
    description="No variety in the database belongs to this collection yet."
    link={{ to: '/peppers', label: 'Browse the database' }}
  />
);

export default function CollectionScreen() {
  const params = useParams();
  const { collection = DEFAULT_COLLECTION } = params;
  const key = collection.toLowerCase();
  // A collection's one address is lower case; a name that is no collection's is a page that is not there.
  const head = !isCollectionKey(key) ? (
    <PageHead head={notFoundHead} />
  ) : (
    <PageTextHead path={params.collection === undefined ? '/collections' : `/collections/${key}`} />
  );
  // Any key is accepted; an unknown one simply has no members.
  const info = isCollectionKey(key)
    ? COLLECTIONS[key]
    : { title: 'Collection', description: 'No collection has this name.' };
  const title = info.title;
  const peppers = useQuery(queries.peppers());
  const members = useMemo(
    () => [...collectionMembers(key, peppers.data?.peppers ?? [])].sort((a, b) => b.shuMax - a.shuMax),
    [key, peppers.data],
  );

  return (
    <div className="grid grid-cols-1 gap-4">
      {head}
      <PageHeader title={title} backTo="/menu" backLabel="Back to Menu" />
      <p className="-mt-2 text-sm text-ink-soft">{info.description}</p>
      <CollectionTiles keys={COLLECTION_KEYS} current={key} />
      <FetchedContent
        read={peppers}
        failed="Failed to fetch peppers"
        empty={members.length === 0 && NO_MEMBERS}
      >
        {() => (
          <>
            <CollectionStats peppers={members} />
            <section aria-labelledby="members" className="grid grid-cols-1 gap-2">
              <h2 id="members" className="text-lg font-bold">
                Peppers in this collection
              </h2>
              <PepperCardList peppers={members} />
            </section>
          </>
        )}
      </FetchedContent>
    </div>
  );
}
