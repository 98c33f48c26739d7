import { queries } from '@pepper/client';
import { Link } from '@pepper/router';
import { foldForSearch } from '@pepper/domain/text';
import { Button, CodeButton, Input, useCodeWhenNeeded } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { bindField } from './bind-field';

const MAX_RESULTS = 8;

/** The database's own search (MiniSearch), fetched once the picker is shown. */
const loadEngine = () => import('@pepper/search').then((m) => m.PepperSearch);

/**
 * The picker as part of a form whose fields are the page's address: its search is a field of that form, and
 * choosing a variety (or changing it) is a link to an address, so picking works before and without the page's
 * code and the server renders the matches for the address.
 */
export interface PickerInAddress {
  /** The search field's name in the address, and what the address holds in it. */
  name: string;
  search: string;
  onSearch: (text: string) => void;
  /** The address that chooses a variety, or (null) none. */
  addressOf: (pepperId: number | null) => string;
}

/** Names that hold the text, in the database's order: the matches until the search's own code has come. */
function byName<P extends { name: string }>(peppers: readonly P[], needle: string): P[] {
  return peppers.filter((p) => foldForSearch(p.name).includes(needle));
}

const MATCH_LOOK =
  'flex min-h-touch w-full items-center justify-between rounded-xl border border-stone-200 bg-white px-3 text-left text-ink hover:border-green-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-green-800 disabled:cursor-wait';

/**
 * Picks one variety of the database by name: a search field and a short list of matches to tap. Matches come
 * from the database's one search, so typos are forgiven ('habenaro' finds the habaneros) and names rank first;
 * until that search's code has come, names holding the text are offered.
 */
export function VarietyPicker({
  value,
  onChange,
  optional = false,
  inAddress,
}: {
  value: number | null;
  onChange: (pepperId: number | null) => void;
  /** A form that works without a variety says so. */
  optional?: boolean;
  inAddress?: PickerInAddress;
}) {
  const id = useId();
  const peppers = useQuery(queries.allPeppers());
  const [ownSearch, setOwnSearch] = useState('');
  const search = inAddress ? inAddress.search : ownSearch;
  const setSearch = inAddress ? inAddress.onSearch : setOwnSearch;
  const list = peppers.data ?? [];
  const chosen = value === null ? undefined : list.find((p) => p.id === value);

  const missing = value !== null && peppers.isSuccess && !chosen;
  const picking = value === null || missing;
  const PepperSearch = useCodeWhenNeeded(loadEngine, picking);
  // Built once per loaded list, not on every keystroke.
  const engine = useMemo(
    () => (PepperSearch && peppers.data ? new PepperSearch(peppers.data) : null),
    [PepperSearch, peppers.data],
  );
  if (!picking) {
    return (
      <div className="grid gap-1">
        <span className="text-sm font-semibold text-ink">Variety</span>
        <div className="flex items-center justify-between gap-2 rounded-xl border border-stone-300 bg-green-50 p-3">
          <span className="font-semibold text-ink" data-testid="chosen-variety">
            {chosen?.name ?? 'Loading variety…'}
          </span>
          {inAddress ? (
            <Button asChild variant="outline" size="sm">
              <Link to={inAddress.addressOf(null)} replace preventScrollReset>
                Change variety
              </Link>
            </Button>
          ) : (
            <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)}>
              Change variety
            </Button>
          )}
        </div>
      </div>
    );
  }

  const needle = foldForSearch(search.trim());
  const byId = new Map(list.map((p) => [p.id, p]));
  const found = engine ? engine.search(needle).map((hit) => byId.get(hit.id)!) : byName(list, needle);
  const matches = needle ? found.slice(0, MAX_RESULTS) : [];
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {optional ? 'Variety (optional)' : 'Variety'}
      </label>
      {/* A name typed before the page's code runs is searched once the code comes. */}
      <Input
        id={id}
        name={inAddress?.name}
        type="search"
        {...bindField(search, setSearch)}
        placeholder="Search the database, e.g. Habanero"
        aria-describedby={`${id}-hint`}
        className="min-h-touch rounded-xl border border-stone-400 bg-white px-3 text-base text-ink focus:outline focus:outline-2 focus:outline-green-800"
      />
      <p id={`${id}-hint`} className="text-xs text-ink-soft" aria-live="polite">
        {peppers.isError
          ? 'The variety list could not be loaded: try again later.'
          : missing && !needle
            ? 'That variety is not in the database: search for another.'
            : // Until the search's own code has come, a name that holds no match may still be a typo it forgives.
              needle && (peppers.isPending || (!engine && matches.length === 0))
              ? 'Searching…'
              : needle
                ? `${matches.length} ${matches.length === 1 ? 'match' : 'matches'}`
                : optional
                  ? 'Choose a variety for its own sowing time, or leave it for the general calendar.'
                  : 'Type part of a name, then choose the variety.'}
      </p>
      {matches.length ? (
        <ul className="grid gap-1" aria-label="Matching varieties">
          {matches.map((p) => (
            <li key={p.id}>
              {inAddress ? (
                <Link to={inAddress.addressOf(p.id)} replace preventScrollReset className={MATCH_LOOK}>
                  <span className="font-semibold">{p.name}</span>
                  <span className="text-xs text-ink-soft">{p.species ?? ''}</span>
                </Link>
              ) : (
                // Outside an address form, choosing acts by the page's code alone.
                <CodeButton onClick={() => onChange(p.id)} className={MATCH_LOOK}>
                  <span className="font-semibold">{p.name}</span>
                  <span className="text-xs text-ink-soft">{p.species ?? ''}</span>
                </CodeButton>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
