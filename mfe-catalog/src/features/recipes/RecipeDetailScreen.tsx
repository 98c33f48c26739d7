import '../../styles.css';
import { notFoundHead, recipeHead } from '@pepper/content/heads';
import { Utensils } from 'lucide-react';
import type { PremiumRecipe, Recipe } from '@pepper/contract';
import { heatLevelLabel } from '@pepper/domain/heat';
import { premiumBadge } from '@pepper/domain/plans';
import {
  formatDuration,
  recipeDifficulty,
  recipeTotalMinutes,
  waitLabel,
  yieldText,
} from '@pepper/domain/recipes';
import { Badge, Card, CardSection, cn, EmptyState, HeatBadge, PageHead, PageHeader } from '@pepper/ui';
import { ChefHat, Clock, Flame, Gauge, Hourglass, Timer, Users, type LucideIcon } from 'lucide-react';
import { useParams } from '@pepper/router';
import { BackButton, DetailFallback, type WayBack } from '../../components/DetailFallback';
import { ErrorNotice } from '../../components/ErrorNotice';
import { FavoriteButton } from '../../components/FavoriteButton';
import { Skeleton } from '../../components/Skeleton';
import { CATEGORY_LABELS } from './components/RecipeCard';
import { RecipePeppers } from './components/RecipePeppers';
import { useRecipeLookup } from './hooks/useRecipeLookup';
import { IngredientChecklist } from './kitchen/IngredientChecklist';
import { CookModeToggle, ServingsStepper, UnitSwitch } from './kitchen/KitchenTools';
import { RecipeRating } from './kitchen/RecipeRating';
import { useCookMode } from './kitchen/useCookMode';
import { useMeasureSystem } from './kitchen/useMeasureSystem';
import { useServingsInAddress } from './kitchen/useServingsInAddress';

const BACK_TO_RECIPES: WayBack = { to: '/recipes', label: 'Back to Recipes' };

export default function RecipeDetailScreen() {
  const { id = '' } = useParams();
  const lookup = useRecipeLookup(id);

  if (lookup.status === 'loading') {
    return (
      <DetailFallback title="Recipe" back={BACK_TO_RECIPES}>
        <div role="status" aria-live="polite" className="grid grid-cols-1 gap-4">
          <span className="sr-only">Loading recipe…</span>
          <Skeleton className="aspect-[16/9] w-full rounded-2xl" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-20 w-full rounded-2xl" />
          <Skeleton className="h-48 w-full rounded-2xl" />
        </div>
      </DetailFallback>
    );
  }
  if (lookup.status === 'error') {
    return (
      <DetailFallback title="Recipe" back={BACK_TO_RECIPES}>
        <ErrorNotice
          title="Failed to load recipe"
          description="Check your connection and try again."
          onRetry={lookup.retry}
          action={<BackButton {...BACK_TO_RECIPES} />}
        />
      </DetailFallback>
    );
  }
  if (lookup.status === 'not-found') {
    return (
      <DetailFallback title="Recipe Not Found" back={BACK_TO_RECIPES}>
        {/* A members' recipe is not found for whoever may not see it: its head names nothing of it either. */}
        <PageHead head={notFoundHead} />
        <EmptyState
          icon={Utensils}
          title="Recipe Not Found"
          description="The recipe you're looking for doesn't exist or you don't have access to it."
          action={<BackButton {...BACK_TO_RECIPES} />}
        />
      </DetailFallback>
    );
  }
  return <RecipeDetailView recipe={lookup.recipe} />;
}

function isPremium(recipe: Recipe | PremiumRecipe): recipe is PremiumRecipe {
  return 'premiumTier' in recipe && 'chefNotes' in recipe;
}

interface RecipeStat {
  icon: LucideIcon;
  label: string;
  value: string;
}

/**
 * The figures under a recipe's title, in reading order; the wait only when the recipe has one. The yield is the
 * size the cook chose, with its unit, so a printed page matches its ingredients.
 */
function recipeStats(recipe: Recipe | PremiumRecipe, difficulty: string, servings: number): RecipeStat[] {
  const wait = recipe.wait;
  return [
    { icon: Clock, label: 'Prep time', value: formatDuration(recipe.prepTimeMinutes) },
    { icon: Flame, label: 'Cook time', value: formatDuration(recipe.cookTimeMinutes) },
    ...(wait
      ? [{ icon: Hourglass, label: `${waitLabel(wait.kind)} time`, value: formatDuration(wait.minutes) }]
      : []),
    { icon: Timer, label: 'Total time', value: formatDuration(recipeTotalMinutes(recipe)) },
    { icon: Users, label: 'Servings', value: yieldText(servings, recipe.yieldUnit) },
    {
      icon: Flame,
      label: 'Heat',
      value: heatLevelLabel(recipe.heatLevel),
    },
    { icon: Gauge, label: 'Difficulty', value: difficulty },
  ];
}

function Stat({ icon: Icon, label, value }: RecipeStat) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-xl bg-stone-50 p-2 text-center">
      <Icon aria-hidden className="h-5 w-5 text-chili-700" />
      <dt className="text-[11px] font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd className="text-sm font-bold text-ink">{value}</dd>
    </div>
  );
}

export function RecipeDetailView({ recipe }: { recipe: Recipe | PremiumRecipe }) {
  const difficulty = recipeDifficulty(recipe.difficulty);
  const premium = isPremium(recipe) ? recipe : null;
  const [servings, setServings] = useServingsInAddress(recipe.servings);
  const [system, setSystem] = useMeasureSystem();
  const cookMode = useCookMode();
  const large = cookMode.on;
  return (
    // Printing this page prints this article alone (packages/ui's print rule); its controls are left out.
    <article className="grid grid-cols-1 gap-4" data-print="only">
      <PageHead head={(origin) => recipeHead(origin, recipe)} />
      <PageHeader
        title={recipe.title}
        backTo="/recipes"
        backLabel="Back to Recipes"
        actions={
          <span className="print:hidden">
            <FavoriteButton target={{ recipeId: recipe.id }} name={recipe.title} />
          </span>
        }
      />
      <img
        src={recipe.imageUrl}
        alt={recipe.title}
        width={480}
        height={270}
        className="aspect-[16/9] w-full rounded-2xl border border-stone-200 bg-stone-100 object-contain print:hidden"
      />
      <p aria-hidden className="text-2xl font-extrabold leading-tight text-ink print:hidden">
        {recipe.title}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {premium ? (
          <Badge className="bg-amber-100 text-amber-900">{premiumBadge(premium.premiumTier)}</Badge>
        ) : null}
        <Badge className="bg-stone-100 text-ink">{CATEGORY_LABELS[recipe.category] ?? recipe.category}</Badge>
        <HeatBadge level={recipe.heatLevel} />
      </div>
      <RecipeRating recipeId={recipe.id} rating={recipe.rating} ratingCount={recipe.ratingCount} />

      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {recipeStats(recipe, difficulty.label, servings).map((stat) => (
          <Stat key={stat.label} {...stat} />
        ))}
      </dl>

      <p className="text-base leading-relaxed text-ink">{recipe.description}</p>

      {premium ? (
        <Card role="region" aria-labelledby="chef-notes" className="border-amber-300 bg-amber-50">
          <h2 id="chef-notes" className="mb-1 flex items-center gap-2 font-bold text-amber-900">
            <ChefHat aria-hidden className="h-5 w-5" />
            Chef&apos;s Notes
          </h2>
          <p className="text-sm leading-relaxed text-ink">{premium.chefNotes}</p>
        </Card>
      ) : null}

      <div className="print:hidden">
        <RecipePeppers recipe={recipe} />
      </div>

      <Card role="region" aria-label="Cook from this recipe" className="grid gap-4 print:hidden">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <ServingsStepper
            base={recipe.servings}
            servings={servings}
            unit={recipe.yieldUnit}
            onChange={setServings}
          />
          <UnitSwitch system={system} onChange={setSystem} />
        </div>
        <CookModeToggle state={cookMode.state} onToggle={cookMode.toggle} />
      </Card>

      <CardSection title="Ingredients">
        {servings !== recipe.servings ? (
          <p className="mb-1 text-xs text-ink-soft">
            For {yieldText(servings, recipe.yieldUnit)}; the recipe makes{' '}
            {yieldText(recipe.servings, recipe.yieldUnit)}.
          </p>
        ) : null}
        <IngredientChecklist
          recipeId={recipe.id}
          ingredients={recipe.ingredients}
          base={recipe.servings}
          servings={servings}
          system={system}
          large={large}
        />
      </CardSection>

      <CardSection title="Instructions">
        <ol className="grid grid-cols-1 gap-3">
          {recipe.instructions.map((step, i) => (
            <li key={i} className={cn('flex gap-3 text-ink', large ? 'text-lg' : 'text-sm')}>
              <span
                aria-hidden
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-chili-700 text-xs font-bold text-white"
              >
                {i + 1}
              </span>
              <span className="pt-1">
                <span className="sr-only">Step {i + 1}: </span>
                {step}
              </span>
            </li>
          ))}
        </ol>
      </CardSection>
    </article>
  );
}
