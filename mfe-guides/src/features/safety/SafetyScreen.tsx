import '../../styles.css';
import { formatShuFull, RISK_BANDS } from '@pepper/domain/heat';
import { Badge, Bullets, cn, FigureTable, HEAT_LEVEL_COLORS, InfoCard, Section } from '@pepper/ui';
import { Eye, Hand, ShieldAlert, Siren } from 'lucide-react';
import { RISK_GUIDANCE, SAFETY_CARDS, type SafetyCard } from '@pepper/content/guides/safety';
import { GuidePage } from '../../components/GuidePage';

const PRIORITY_STYLE: Record<SafetyCard['priority'], string> = {
  Critical: 'bg-heat-extreme-bg text-heat-extreme',
  Essential: 'bg-heat-hot-bg text-heat-hot',
  Important: 'bg-heat-medium-bg text-heat-medium',
};
const CARD_ICONS = { 'Personal Protection': ShieldAlert, 'Eye Safety': Eye, 'Skin Contact': Hand } as const;

/** A band's bounds as the heat scale writes them (both inclusive): '2,500-29,999', '1,000,000+'. */
const bandRange = (min: number, max: number) =>
  max === Infinity ? `${formatShuFull(min)}+` : `${formatShuFull(min)}-${formatShuFull(max)}`;

export default function SafetyScreen() {
  return (
    <GuidePage title="Safety Guide" subtitle="Handle hot peppers without getting hurt">
      <section
        aria-labelledby="emergency"
        className="grid gap-1 rounded-2xl border-2 border-red-300 bg-heat-extreme-bg p-4 text-heat-extreme"
      >
        <h2 id="emergency" className="flex items-center gap-2 text-base font-extrabold">
          <Siren aria-hidden className="h-5 w-5" /> In an emergency
        </h2>
        <p className="text-sm leading-relaxed text-ink">
          Mouth on fire? Flush it with dairy: whole milk, yogurt or ice cream, not water. For eyes or skin,
          flush with cool water for 15 minutes. <strong>Seek medical help if symptoms persist</strong>, or at
          once if there is trouble breathing, chest pain or repeated vomiting.
        </p>
      </section>

      {SAFETY_CARDS.map((c) => {
        const Icon = CARD_ICONS[c.title as keyof typeof CARD_ICONS];
        return (
          <InfoCard
            key={c.title}
            title={c.title}
            aside={<Badge className={PRIORITY_STYLE[c.priority]}>{c.priority}</Badge>}
          >
            <Icon aria-hidden className="h-6 w-6 text-chili-700" />
            <Bullets items={c.points} />
          </InfoCard>
        );
      })}

      <Section title="Risk by heat range" intro="How careful to be, by Scoville heat units (SHU).">
        <FigureTable
          caption="Risk and precautions by heat range"
          columns={[{ label: 'Heat (SHU) and risk' }, { label: 'Examples and precautions' }]}
          rows={RISK_BANDS.map((b) => ({
            key: b.level,
            cells: [
              <span key="band" className="grid justify-items-start gap-1">
                <span className="tabular-nums">{bandRange(b.min, b.max)}</span>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-bold',
                    HEAT_LEVEL_COLORS[b.heatLevels.at(-1)!].fill,
                  )}
                >
                  {b.label}
                </span>
              </span>,
              <>
                <span className="font-semibold">{RISK_GUIDANCE[b.level].examples}.</span>{' '}
                {RISK_GUIDANCE[b.level].precautions}
              </>,
            ],
          }))}
        />
      </Section>
    </GuidePage>
  );
}
