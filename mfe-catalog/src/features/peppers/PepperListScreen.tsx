import '../../styles.css';
import { SearchX, Type } from 'lucide-react';
import { formatCount } from '@pepper/domain/numbers';
import { isLetterActive, letterBar } from '@pepper/domain/peppers';
import { queries } from '@pepper/client';
import { ApplyWithoutCode, Button, EmptyState, PageHeader, PageTextHead, Select } from '@pepper/ui';
import { Link } from '@pepper/router';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { PepperCardList } from '../../components/CatalogPepperCard';
import { FetchedContent } from '../../components/FetchedContent';
import { LetterBar } from './components/LetterBar';
import { Pagination } from './components/Pagination';
import { PepperSearch } from './components/PepperSearch';
import { heatOptionsFor, ORIGIN_OPTIONS } from '../../config/filter-options';
import { usePepperFilters } from './hooks/usePepperFilters';
import { usePepperPage } from './hooks/usePepperPage';

/**
 * The letter bar highlights only letters some variety starts with, which the API lists; only the bar renders
 * again when they arrive, not the list.
 */
function AvailableLetterBar({
  selected,
  addressOf,
}: {
  selected: string;
  addressOf: (letter: string) => string;
}) {
  const letters = useQuery(queries.pepperLetters());
  const available = useMemo(() => new Set(letters.data ?? []), [letters.data]);
  return (
    <LetterBar
      letters={letterBar()}
      available={available}
      selected={selected}
      isActive={(letter) => isLetterActive(letter, selected, available)}
      addressOf={addressOf}
    />
  );
}

export default function PepperListScreen() {
  const { filters, setFilters, setPage, addressFor, pageAddress } = usePepperFilters();
  const list = usePepperPage(filters);

  const onSearch = useCallback(
    (text: string, options: { replace: boolean }) => setFilters({ search: text, letter: '' }, options),
    [setFilters],
  );
  // A letter is a link: picking it again clears it.
  const letterAddress = (letter: string) =>
    addressFor(filters.letter === letter ? { letter: '', search: '' } : { letter, search: letter });

  const data = list.data;
  // An old link may point past the last page: show the last one instead of an empty list.
  useEffect(() => {
    if (data && data.totalPages > 0 && filters.page > data.totalPages && !list.isPlaceholderData)
      setPage(data.totalPages);
  }, [data, filters.page, list.isPlaceholderData, setPage]);

  return (
    <div>
      <PageTextHead path="/peppers" />
      {/* One line tall (53 px) so the sticky filters can sit right under it. */}
      <PageHeader title="Pepper Database" />
      <PepperSearch
        value={filters.search}
        onSearch={onSearch}
        clearedAddress={addressFor({ search: '', letter: '' })}
        className="sticky top-[53px] z-[15] -mx-4 mb-2 grid gap-2 bg-page/95 px-4 pb-2 pt-1 backdrop-blur"
      >
        <div className="grid grid-cols-2 gap-2">
          <Select
            label="Heat level"
            name="heatLevel"
            value={filters.heatLevel}
            onValueChange={(heatLevel) => setFilters({ heatLevel })}
            options={heatOptionsFor(filters.heatLevel)}
          />
          <Select
            label="Origin"
            name="origin"
            value={filters.origin}
            onValueChange={(origin) => setFilters({ origin })}
            options={ORIGIN_OPTIONS}
          />
        </div>
        <ApplyWithoutCode />
      </PepperSearch>
      <AvailableLetterBar selected={filters.letter} addressOf={letterAddress} />

      <section aria-label="Results" className="mt-3">
        <FetchedContent read={list} failed="Failed to fetch peppers">
          {() =>
            data && data.peppers.length === 0 ? (
              filters.letter ? (
                <EmptyState
                  icon={Type}
                  title={`No peppers start with letter "${filters.letter}"`}
                  description="Try another letter, or clear the letter to see every variety."
                  action={
                    <Button asChild>
                      <Link to={addressFor({ letter: '', search: '' })}>Clear Letter Filter</Link>
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  icon={SearchX}
                  title="No peppers found"
                  description="Try adjusting your search or filters"
                  action={
                    data.didYouMean ? (
                      <Button asChild variant="outline">
                        <Link to={addressFor({ search: data.didYouMean, letter: '' })}>
                          Did you mean {data.didYouMean}?
                        </Link>
                      </Button>
                    ) : undefined
                  }
                />
              )
            ) : data ? (
              <div
                aria-busy={list.isPlaceholderData}
                className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
              >
                <p aria-live="polite" className="mb-2 text-sm text-ink-soft">
                  {formatCount(data.total)} {data.total === 1 ? 'variety' : 'varieties'}
                  {data.totalPages > 1 ? ` · page ${filters.page} of ${data.totalPages}` : ''}
                </p>
                <PepperCardList peppers={data.peppers} />
                <Pagination page={filters.page} totalPages={data.totalPages} addressOf={pageAddress} />
              </div>
            ) : null
          }
        </FetchedContent>
      </section>
    </div>
  );
}
