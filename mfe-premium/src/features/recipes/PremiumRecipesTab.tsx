import { queries } from '@pepper/client';
import { canSeePremiumRecipes, premiumBadge } from '@pepper/domain/plans';
import { recipeDifficulty, recipeTimeSummary } from '@pepper/domain/recipes';
import { Badge, Button, Card, EmptyState, HeatBadge, Thumbnail } from '@pepper/ui';
import { Link } from '@pepper/router';
import { useQuery } from '@tanstack/react-query';
import { Clock, Lock } from 'lucide-react';
import type { Account } from '../../components/useAccount';

/** Premium Recipes: visitors are asked to log in, free members see 'Locked', members see the recipes. */
export function PremiumRecipesTab({ account, onUpgrade }: { account: Account; onUpgrade: () => void }) {
  const allowed = canSeePremiumRecipes({ loggedIn: account.signedIn, planType: account.planType });
  const recipes = useQuery({ ...queries.premiumRecipes(), enabled: allowed });

  // The page's 'Premium Content' card above already invites a visitor to log in.
  if (!account.signedIn) return <p className="text-sm text-ink-soft">Log in to read the premium recipes.</p>;
  if (!allowed) {
    return (
      <Card className="grid gap-3 text-center">
        <Lock aria-hidden className="mx-auto h-8 w-8 text-ink-soft" />
        <h2 className="text-lg font-bold text-ink">Locked</h2>
        <p className="text-sm text-ink-soft">
          Premium recipes come with the Premium and Pro plans: chef’s notes, ferments, moles and smoked
          chiles.
        </p>
        <Button onClick={onUpgrade}>Upgrade Now</Button>
      </Card>
    );
  }
  if (recipes.isPending)
    return (
      <p role="status" className="text-sm text-ink-soft">
        Loading premium recipes…
      </p>
    );
  if (recipes.isError)
    return (
      <EmptyState
        title="Premium recipes could not be loaded"
        description="Check your connection and try again."
      />
    );
  if (recipes.data.length === 0) return <EmptyState title="No recipes found" />;

  return (
    <ul className="grid gap-3" aria-label="Premium recipes">
      {recipes.data.map((recipe) => {
        const badge = premiumBadge(recipe.premiumTier);
        return (
          <li key={recipe.id}>
            <Link
              to={`/recipes/${recipe.id}`}
              className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm hover:border-chili-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-chili-700"
            >
              <Thumbnail src={recipe.imageUrl} size={72} />
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-1.5">
                  <Badge
                    className={
                      badge === 'PRO' ? 'bg-stone-900 text-amber-300' : 'bg-amber-100 text-amber-900'
                    }
                  >
                    {badge}
                  </Badge>
                  <HeatBadge level={recipe.heatLevel} />
                </div>
                <h3 className="font-bold text-ink">{recipe.title}</h3>
                <p className="line-clamp-2 text-sm text-ink-soft">{recipe.description}</p>
                <p className="flex items-center gap-1 text-xs text-ink-soft">
                  <Clock aria-hidden className="h-3.5 w-3.5" />
                  {recipeTimeSummary(recipe)} · {recipeDifficulty(recipe.difficulty).label}
                </p>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
