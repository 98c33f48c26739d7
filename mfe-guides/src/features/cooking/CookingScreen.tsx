import '../../styles.css';
import { Bullets, Card, cn, CodeButton, Fact, SectionTab, SectionTabs } from '@pepper/ui';
import { TextCardSection } from '../../components/GuideSections';
import { useState } from 'react';
import {
  COOKING_HEAT_LEVELS,
  COOKING_METHODS,
  COOKING_SAFETY,
  HEAT_ADVICE,
  TECHNIQUES,
  type CookingHeat,
  type CookingTopic,
} from '@pepper/content/guides/cooking';
import { GuidePage } from '../../components/GuidePage';

function Topics({ title, topics }: { title: string; topics: readonly CookingTopic[] }) {
  return (
    <TextCardSection
      title={title}
      items={topics}
      titleOf={(t) => t.title}
      more={(t) => <Bullets items={t.tips} />}
    />
  );
}

export default function CookingScreen() {
  const [heat, setHeat] = useState<CookingHeat>('medium');
  const advice = HEAT_ADVICE[heat];
  const label = COOKING_HEAT_LEVELS.find((l) => l.level === heat)!.label;

  return (
    <GuidePage title="Cooking Guide" subtitle="Techniques, safety and methods">
      <Card className="grid gap-3">
        <h2 className="text-lg font-bold text-ink">Cooking at your heat level</h2>
        <div
          role="group"
          aria-label="Heat level"
          className="grid grid-cols-3 gap-1 rounded-xl bg-stone-100 p-1"
        >
          {COOKING_HEAT_LEVELS.map((l) => (
            <CodeButton
              key={l.level}
              aria-pressed={heat === l.level}
              onClick={() => setHeat(l.level)}
              className={cn(
                'min-h-touch rounded-lg px-1 text-sm font-semibold',
                heat === l.level ? 'bg-white text-chili-800 shadow-sm' : 'text-ink-soft',
              )}
            >
              {l.label}
            </CodeButton>
          ))}
        </div>
        <div className="grid gap-2" aria-live="polite">
          <h3 className="text-base font-bold text-ink">{label} peppers</h3>
          <Fact label="Examples">{advice.peppers}</Fact>
          <Fact label="How much">{advice.amount}</Fact>
          <Fact label="Preparation">{advice.prep}</Fact>
          <Fact label="Balance">{advice.balance}</Fact>
        </div>
      </Card>

      <SectionTabs label="Cooking topics" inAddress>
        <SectionTab value="techniques" title="Techniques">
          <Topics title="Preparation techniques" topics={TECHNIQUES} />
        </SectionTab>
        <SectionTab value="safety" title="Safety">
          <Topics title="Kitchen safety" topics={COOKING_SAFETY} />
        </SectionTab>
        <SectionTab value="methods" title="Methods">
          <Topics title="Cooking methods" topics={COOKING_METHODS} />
        </SectionTab>
      </SectionTabs>
    </GuidePage>
  );
}
