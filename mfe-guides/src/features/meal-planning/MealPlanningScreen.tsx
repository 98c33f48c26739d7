import '../../styles.css';
import type { HeatLevel } from '@pepper/domain/heat';
import { cn, HEAT_LEVEL_COLORS, InfoCard, PointCards, Section, SectionTab, SectionTabs } from '@pepper/ui';
import { Clock } from 'lucide-react';
import { TextCardSection } from '../../components/GuideSections';
import {
  PREP_TIPS,
  SHOPPING_LIST,
  WEEKLY_PLAN,
  type Meal,
  type MealHeat,
} from '@pepper/content/guides/meal-planning';
import { GuidePage } from '../../components/GuidePage';

/** A meal's heat is drawn in the colour of the heat scale's level it stands for. */
const HEAT_LEVEL: Record<MealHeat, HeatLevel> = {
  Sweet: 'no-heat',
  Mild: 'mild',
  Medium: 'medium',
  Hot: 'hot',
  Extreme: 'very-hot',
};

function MealRow({ name, meal }: { name: string; meal: Meal }) {
  return (
    <li className="grid gap-1 border-t border-stone-200 pt-2 first:border-0 first:pt-0">
      <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{name}</p>
      <p className="text-sm font-semibold text-ink">{meal.dish}</p>
      <p className="flex items-center gap-2 text-xs text-ink-soft">
        <span
          className={cn('rounded-full px-2 py-0.5 font-bold', HEAT_LEVEL_COLORS[HEAT_LEVEL[meal.heat]].fill)}
        >
          {meal.heat}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden className="h-3.5 w-3.5" /> {meal.time}
        </span>
      </p>
    </li>
  );
}

export default function MealPlanningScreen() {
  return (
    <GuidePage title="Meal Planning" subtitle="Three spicy days, planned">
      <SectionTabs label="Meal planning" inAddress>
        <SectionTab value="plan" title="Weekly Plan">
          <Section
            title="Monday to Wednesday"
            intro="Heat climbs through the days: start mild, finish with jerk."
          >
            {WEEKLY_PLAN.map((d) => (
              <InfoCard key={d.day} title={d.day}>
                <ul className="grid gap-2">
                  <MealRow name="Breakfast" meal={d.breakfast} />
                  <MealRow name="Lunch" meal={d.lunch} />
                  <MealRow name="Dinner" meal={d.dinner} />
                </ul>
              </InfoCard>
            ))}
          </Section>
        </SectionTab>
        <SectionTab value="prep" title="Prep Tips">
          <TextCardSection title="Prep tips" items={PREP_TIPS} titleOf={(t) => t.title} />
        </SectionTab>
        <SectionTab value="shopping" title="Shopping">
          <Section title="Shopping list" intro="Everything for the three days, by aisle.">
            <PointCards items={SHOPPING_LIST} titleOf={(c) => c.category} pointsOf={(c) => c.items} />
          </Section>
        </SectionTab>
      </SectionTabs>
    </GuidePage>
  );
}
