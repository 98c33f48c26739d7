import '../../styles.css';
import {
  Badge,
  Bullets,
  Card,
  Fact,
  InfoCard,
  PageFrame,
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

const DIFFICULTY_STYLE: Record<BreedingMethod['difficulty'], string> = {
  Beginner: 'bg-heat-mild-bg text-heat-mild',
  Intermediate: 'bg-heat-medium-bg text-heat-medium',
  Advanced: 'bg-heat-extreme-bg text-heat-extreme',
};

export default function BreedingScreen() {
  return (
    <PageFrame
      area="Guides"
      title="Breeding Guide"
      subtitle="Create your own pepper varieties"
      description="Pepper breeding methods, the crossing process step by step, the genetics behind it, and breeding ethics."
    >
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
          <Section title="Making a cross, step by step">
            <ol className="grid gap-2">
              {BREEDING_PROCESS.map((p, i) => (
                <li
                  key={p.step}
                  className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm"
                >
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
                </li>
              ))}
            </ol>
          </Section>
        </SectionTab>
        <SectionTab value="genetics" title="Genetics">
          <TextCardSection title="Genetics basics" items={GENETICS_NOTES} titleOf={(g) => g.title} />
        </SectionTab>
      </SectionTabs>

      <Card className="grid gap-2 border-chili-100 bg-chili-50">
        <h2 className="text-lg font-bold text-ink">Breeding ethics</h2>
        <Bullets items={ETHICS} />
      </Card>
    </PageFrame>
  );
}
