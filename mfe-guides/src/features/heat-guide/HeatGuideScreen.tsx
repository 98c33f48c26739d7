import '../../styles.css';
import { HEAT_SCALE, heatLevelRangeText } from '@pepper/domain/heat';
import { Card, cn, Fact, HEAT_LEVEL_COLORS, InfoCard, Section } from '@pepper/ui';
import { BulletSection, TextCardSection } from '../../components/GuideSections';
import { COMPARISONS, LEVEL_NOTES, NOTES, PRO_TIPS } from '@pepper/content/guides/heat-guide';
import { GuidePage } from '../../components/GuidePage';

export default function HeatGuideScreen() {
  return (
    <GuidePage title="Heat Scale Guide" subtitle="Six levels of Scoville heat">
      <Section title="The six levels">
        <p className="text-sm leading-relaxed text-ink">
          Every screen of Pepper Atlas names heat with these six levels. A variety takes the level of its
          typical heat, halfway between the low and high ends of its Scoville range, so a jalapeño
          (2,500-8,000 SHU) is Medium wherever you meet it.
        </p>
        {HEAT_SCALE.map((level) => (
          <InfoCard
            key={level.level}
            title={level.label}
            className={cn('border-l-8', HEAT_LEVEL_COLORS[level.level].edge)}
          >
            <p className="text-sm font-semibold tabular-nums text-ink-soft">{heatLevelRangeText(level)}</p>
            <Fact label="Examples">{LEVEL_NOTES[level.level].examples}</Fact>
            <p className="text-sm leading-relaxed text-ink">{LEVEL_NOTES[level.level].feel}</p>
          </InfoCard>
        ))}
      </Section>

      <Section title="Comparisons">
        <Card className="p-0">
          <dl className="divide-y divide-stone-200">
            {COMPARISONS.map((c) => (
              <div key={c.item} className="grid grid-cols-[1fr_auto] gap-2 p-3 text-sm">
                <dt className="text-ink">{c.item}</dt>
                <dd className="max-w-[55%] text-right font-semibold tabular-nums text-ink">{c.shu}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </Section>

      <TextCardSection title="How heat works" items={NOTES} titleOf={(n) => n.title} />

      <BulletSection title="Pro tips" items={PRO_TIPS} />
    </GuidePage>
  );
}
