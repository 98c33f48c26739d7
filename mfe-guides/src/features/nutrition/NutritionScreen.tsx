import '../../styles.css';
import { dailyValueBarPercent } from '@pepper/domain/heat';
import { Card, FigureTable, Section } from '@pepper/ui';
import { BulletSection, TextCardSection } from '../../components/GuideSections';
import {
  CONSIDERATIONS,
  ENERGY,
  HEALTH_BENEFITS,
  NUTRIENTS,
  PEPPER_COMPARISON,
} from '@pepper/content/guides/nutrition';
import { GuidePage } from '../../components/GuidePage';

export default function NutritionScreen() {
  return (
    <GuidePage title="Nutrition Facts" subtitle="What is in a hot pepper">
      <Section
        title="Key nutrients per 100 g"
        intro="Hot chili peppers, red, raw. Bars show the share of the daily value, capped at 100%."
      >
        <Card className="grid gap-1">
          <p className="text-sm text-ink">
            <span className="font-semibold">{ENERGY.calories} kcal</span> · protein {ENERGY.protein} · fat{' '}
            {ENERGY.fat} · carbohydrate {ENERGY.carbohydrate} (sugars {ENERGY.sugars})
          </p>
        </Card>
        <ul className="grid gap-2">
          {NUTRIENTS.map((n) => {
            const bar = dailyValueBarPercent(n.dailyValue);
            return (
              <li
                key={n.name}
                className="grid gap-1.5 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm"
              >
                <div className="flex items-baseline justify-between gap-2">
                  <h3 className="text-base font-bold text-ink">{n.name}</h3>
                  <p className="text-sm tabular-nums text-ink">
                    {n.amount} · <span className="font-semibold">{n.dailyValue}% DV</span>
                  </p>
                </div>
                <div
                  role="meter"
                  aria-label={`${n.name}, share of daily value`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={bar}
                  aria-valuetext={`${n.dailyValue}% of the daily value`}
                  className="h-2 overflow-hidden rounded-full bg-stone-200"
                >
                  <div className="h-full rounded-full bg-heat-mild" style={{ width: `${bar}%` }} />
                </div>
                <p className="text-sm leading-relaxed text-ink-soft">{n.description}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <TextCardSection title="Health benefits" items={HEALTH_BENEFITS} titleOf={(b) => b.title} />

      <Section title="Pepper comparison" intro="Per 100 g, raw.">
        <FigureTable
          caption="Calories and vitamin C per 100 g of raw pepper"
          columns={[
            { label: 'Pepper' },
            { label: 'Calories', numeric: true },
            { label: 'Vitamin C', numeric: true },
          ]}
          rows={PEPPER_COMPARISON.map((p) => ({
            key: p.pepper,
            cells: [p.pepper, `${p.calories} kcal`, p.vitaminC],
          }))}
        />
      </Section>

      <BulletSection title="Considerations" items={CONSIDERATIONS} />
    </GuidePage>
  );
}
