import '../../styles.css';
import {
  Badge,
  Bullets,
  Card,
  Fact,
  InfoCard,
  ListSection,
  Section,
  SectionTab,
  SectionTabs,
} from '@pepper/ui';
import {
  BREEDING_METHODS,
  BREEDING_PROCESS,
  ETHICS,
  GENETICS_NOTES,
  type BreedingMethod,
} from '@pepper/content/guides/breeding';
import { ProsAndCons } from '../../components/ProsAndCons';
import { TextCardSection } from '../../components/GuideSections';
import { GuidePage } from '../../components/GuidePage';

const DIFFICULTY_STYLE: Record<BreedingMethod['difficulty'], string> = {
  Beginner: 'bg-heat-mild-bg text-heat-mild',
  Intermediate: 'bg-heat-medium-bg text-heat-medium',
  Advanced: 'bg-heat-extreme-bg text-heat-extreme',
};

export default function BreedingScreen() {
  return (
    <GuidePage title="Breeding Guide" subtitle="Create your own pepper varieties">
      <SectionTabs label="Breeding topics" inAddress>
        <SectionTab value="methods" title="Methods">
          <Section title="Breeding methods">
            {BREEDING_METHODS.map((m) => (
              <InfoCard
                key={m.method}
                title={m.method}
                aside={<Badge className={DIFFICULTY_STYLE[m.difficulty]}>{m.difficulty}</Badge>}
              >
                <Fact label="Timeframe">{m.timeframe}</Fact>
                <p className="text-sm leading-relaxed text-ink">{m.description}</p>
                <ProsAndCons pros={m.pros} cons={m.cons} />
              </InfoCard>
            ))}
          </Section>
        </SectionTab>
        <SectionTab value="process" title="Process">
          <ListSection
            title="Making a cross, step by step"
            items={BREEDING_PROCESS}
            keyOf={(p) => p.step}
            ordered
            className="grid gap-2"
            itemClassName="flex gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm"
          >
            {(p, i) => (
              <>
                <span
                  aria-hidden
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-chili-700 text-sm font-bold text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-base font-bold text-ink">{p.step}</h3>
                  <p className="text-sm leading-relaxed text-ink">{p.text}</p>
                </div>
              </>
            )}
          </ListSection>
        </SectionTab>
        <SectionTab value="genetics" title="Genetics">
          <TextCardSection title="Genetics basics" items={GENETICS_NOTES} titleOf={(g) => g.title} />
        </SectionTab>
      </SectionTabs>

      <Card className="grid gap-2 border-chili-100 bg-chili-50">
        <h2 className="text-lg font-bold text-ink">Breeding ethics</h2>
        <Bullets items={ETHICS} />
      </Card>
    </GuidePage>
  );
}
