import '../../styles.css';
import { Bullets, Card, Fact, InfoCard, Section } from '@pepper/ui';
import { BulletSection, TextCardSection } from '../../components/GuideSections';
import { GENETIC_TRAITS, RESEARCH_NOTES, SPECIES, TAXONOMY } from '@pepper/content/guides/science';
import { GuidePage } from '../../components/GuidePage';

export default function ScienceScreen() {
  return (
    <GuidePage title="Scientific Names" subtitle="The botany behind the burn">
      <Section title="Taxonomy">
        <Card>
          <ol className="grid gap-1 text-sm">
            {TAXONOMY.map((t, i) => (
              <li key={t.name} className="flex gap-2" style={{ paddingLeft: `${i * 0.5}rem` }}>
                <span className="w-16 shrink-0 text-ink-soft">{t.rank}</span>
                <span className={i === TAXONOMY.length - 1 ? 'font-bold italic text-chili-800' : 'text-ink'}>
                  {t.name}
                </span>
              </li>
            ))}
          </ol>
        </Card>
      </Section>

      <Section
        title="The five domesticated species"
        intro="Some 35 to 40 Capsicum species are known; people domesticated five of them."
      >
        {SPECIES.map((s) => (
          <InfoCard key={s.name} title={s.name} className="[&_h3]:italic">
            <Fact label="Common name">{s.common}</Fact>
            <Fact label="Varieties">{s.varieties.join(', ')}</Fact>
            <Fact label="Chromosomes">{s.chromosome}</Fact>
            <Bullets items={s.characteristics} />
          </InfoCard>
        ))}
      </Section>

      <TextCardSection title="Genetic traits" items={GENETIC_TRAITS} titleOf={(t) => t.trait} />

      <BulletSection title="Research notes" items={RESEARCH_NOTES} />
    </GuidePage>
  );
}
