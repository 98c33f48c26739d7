import '../../styles.css';
import { Soup } from 'lucide-react';
import { queries } from '@pepper/client';
import { recipeFiltersAt } from '@pepper/contract/list-queries';
import {
  AddressForm,
  ApplyWithoutCode,
  closeKeyboardOnSubmit,
  EmptyState,
  IncrementalCards,
  Input,
  PageHeader,
  PageTextHead,
  SearchField,
  Select,
  type SelectOption,
} from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from '@pepper/router';
import { FetchedContent } from '../../components/FetchedContent';
import { CardListSkeleton } from '../../components/Skeleton';
import { RECIPE_HEAT_OPTIONS } from '../../config/filter-options';
import { CATEGORY_LABELS, RecipeCard } from './components/RecipeCard';
import { useRecipeSearch } from './hooks/useRecipeSearch';
import { useWholeRecipesWhenIdle } from './hooks/useWholeRecipesWhenIdle';

/** A recipe card's typical height on a phone (a title of two lines, a description, two lines of facts). */
const RECIPE_CARD_HEIGHT = 164;

/** One empty list while a search has no answer yet: a new array each render would restart the list's paging. */
const NOT_YET: readonly never[] = [];

const CATEGORY_OPTIONS: SelectOption[] = [
  { value: 'all', label: 'All categories' },
  ...Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label })),
];

/** The filters beside the search, each a field of the address. */
const FILTERS = [
  { name: 'category', label: 'Category', options: CATEGORY_OPTIONS },
  { name: 'heatLevel', label: 'Heat level', options: RECIPE_HEAT_OPTIONS },
] as const;

/**
 * The Recipe Vault: the recipes as summaries (a list shows no method), filtered by category and heat on the
 * server. The search as you type ranks the loaded recipes by title, peppers used and ingredients, with the same
 * rules as the pepper search (typos forgiven).
 */
const NO_RECIPES_FOUND = (
  <EmptyState icon={Soup} title="No recipes found" description="Try another title, category or heat level." />
);

export default function RecipeListScreen() {
  const [params, setParams] = useSearchParams();
  const filters = recipeFiltersAt(params);
  const { search, category, heatLevel } = filters;
  const set = (key: string, value: string, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!value || value === 'all') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace },
    );

  const recipes = useQuery({
    ...queries.recipeSummaries({ category, heatLevel }),
    placeholderData: (previous) => previous,
  });
  useWholeRecipesWhenIdle();
  const [searchWanted, setSearchWanted] = useState(false);
  const found = useRecipeSearch(recipes.data, search, searchWanted);
  const shown = found ?? NOT_YET;

  return (
    <div>
      <PageTextHead path="/recipes" />
      {/* One line tall (53 px) so the sticky filters can sit right under it. */}
      <PageHeader title="Recipe Vault" backTo="/menu" backLabel="Back to Menu" />
      {/* The filters are the address: without the page's code the form asks the server for the answer; with it
          they are written to the address as they change, and submitting only closes the keyboard. */}
      <AddressForm
        action="/recipes"
        role="search"
        aria-label="Find recipes"
        onSubmit={closeKeyboardOnSubmit}
        className="sticky top-[53px] z-[15] -mx-4 mb-3 grid gap-2 bg-page/95 px-4 pb-2 pt-1 backdrop-blur"
      >
        <SearchField>
          {(boxClassName) => (
            <Input
              type="search"
              name="search"
              aria-label="Search recipes"
              placeholder="Search recipes..."
              autoComplete="off"
              enterKeyHint="search"
              value={search}
              onFocus={() => setSearchWanted(true)}
              onChange={(e) => set('search', e.target.value, true)}
              className={boxClassName}
            />
          )}
        </SearchField>
        <div className="grid grid-cols-2 gap-2">
          {FILTERS.map((filter) => (
            <Select
              key={filter.name}
              label={filter.label}
              name={filter.name}
              value={filters[filter.name]}
              onValueChange={(v) => set(filter.name, v)}
              options={filter.options}
            />
          ))}
        </div>
        <ApplyWithoutCode />
      </AddressForm>

      <FetchedContent
        read={{ isPending: recipes.isPending || !found, isError: recipes.isError, refetch: recipes.refetch }}
        loading={<CardListSkeleton label="Loading recipes…" />}
        failed="Failed to load recipes"
        empty={shown.length === 0 && NO_RECIPES_FOUND}
      >
        {() => (
          <div
            aria-busy={recipes.isPlaceholderData}
            className={recipes.isPlaceholderData ? 'opacity-60' : undefined}
          >
            <p aria-live="polite" className="mb-2 text-sm text-ink-soft">
              {shown.length} {shown.length === 1 ? 'recipe' : 'recipes'}
            </p>
            <IncrementalCards
              items={shown}
              noun="recipes"
              card={(r) => <RecipeCard recipe={r} />}
              cardHeight={RECIPE_CARD_HEIGHT}
            />
          </div>
        )}
      </FetchedContent>
    </div>
  );
}
