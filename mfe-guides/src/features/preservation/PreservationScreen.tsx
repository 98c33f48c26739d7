import '../../styles.css';
import {
  AIR_DRYING_WEEKS,
  CANNING_PH_CEILING,
  DEHYDRATING_HOURS,
  DEHYDRATOR_TEMP,
  FROZEN,
  PEPPER_TYPES,
  PICKLED_SHELF_LIFE,
  recommendedMethods,
  toggleMethod,
  toggleStep,
  type PepperType,
  type StepProgress,
} from '@pepper/domain/guides';
import { heatLevelLabel } from '@pepper/domain/heat';
import {
  Card,
  cn,
  Fact,
  InfoCard,
  Section,
  PointCards,
  SectionTab,
  SectionTabs,
  SelectField,
} from '@pepper/ui';
import { useState } from 'react';
import {
  PRESERVATION_HELP,
  PRESERVATION_METHODS,
  PRESERVATION_SAFETY,
  STORAGE,
} from '@pepper/content/guides/preservation';
import { MethodGuide } from './MethodGuide';
import { ProsAndCons } from '../../components/ProsAndCons';
import { GuidePage } from '../../components/GuidePage';

/** Each type is a level of the heat scale, named as the scale names it, with peppers a cook knows. */
const TYPE_EXAMPLES: Record<PepperType, string> = {
  'no-heat': 'bell, pimiento',
  mild: 'poblano, Anaheim, banana',
  medium: 'jalapeño, serrano, Fresno',
  hot: 'cayenne, Thai, tabasco',
  'very-hot': 'habanero, Scotch bonnet',
  superhot: 'scorpion, reaper, 7 Pot',
};
const TYPE_OPTIONS = [
  { value: '', label: 'Select pepper type...' },
  ...PEPPER_TYPES.map((t) => ({ value: t, label: `${heatLevelLabel(t)} (${TYPE_EXAMPLES[t]})` })),
];

function MethodFinder() {
  const [type, setType] = useState<PepperType | ''>('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [progress, setProgress] = useState<StepProgress>({});
  const methods = recommendedMethods(PRESERVATION_METHODS, type);
  // A method stays open only while it is among the recommendations for the chosen type.
  const open = methods.find((m) => m.method === chosen) ?? null;

  return (
    <Card className="grid gap-3">
      <h2 className="text-lg font-bold text-ink">Find your method</h2>
      <SelectField
        label="Pepper type"
        value={type}
        onChange={(e) => setType(e.target.value as PepperType | '')}
        options={TYPE_OPTIONS}
      />

      {type ? (
        <div className="grid gap-2" role="group" aria-label="Recommended methods">
          <p className="text-sm text-ink-soft">
            Recommended for {type} peppers. Tap a method to open its guide.
          </p>
          <div className="flex flex-wrap gap-2">
            {methods.map((m) => (
              <button
                key={m.method}
                type="button"
                aria-pressed={open?.method === m.method}
                onClick={() => setChosen(toggleMethod(open?.method ?? null, m.method))}
                className={cn(
                  'min-h-touch rounded-full border px-4 text-sm font-semibold',
                  open?.method === m.method
                    ? 'border-chili-700 bg-chili-700 text-white'
                    : 'border-stone-300 bg-white text-ink hover:bg-stone-50',
                )}
              >
                {m.method}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <p className="text-sm text-ink-soft">
          Choose the kind of pepper you have to see the methods that suit it.
        </p>
      )}

      {open ? (
        <MethodGuide
          method={open}
          progress={progress}
          onToggleStep={(i) => setProgress((p) => toggleStep(p, open.method, i))}
        />
      ) : null}
    </Card>
  );
}

function MethodsTab() {
  return (
    <div className="grid gap-4">
      <MethodFinder />
      <Section title="All methods at a glance">
        {PRESERVATION_METHODS.map((m) => (
          <InfoCard key={m.method} title={m.method}>
            <Fact label="Best for">{m.bestFor.join('; ')}</Fact>
            <Fact label="Duration">{m.duration}</Fact>
            <Fact label="Equipment">{m.equipment.join(', ')}</Fact>
            <details className="group rounded-xl bg-stone-50 px-3">
              <summary className="flex min-h-touch cursor-pointer items-center text-sm font-semibold text-ink">
                The {m.steps.length} steps
              </summary>
              <ol className="mb-3 grid list-decimal gap-1 pl-5 text-sm leading-relaxed text-ink">
                {m.steps.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            </details>
            <ProsAndCons
              pros={m.advantages}
              cons={m.considerations}
              labels={['Advantages', 'Considerations']}
              sideBySide
            />
          </InfoCard>
        ))}
      </Section>
    </div>
  );
}

function StorageTab() {
  return (
    <Section
      title="Storing preserved peppers"
      intro="Where and how long each kind keeps its flavor, and when to throw it out."
    >
      {STORAGE.map((s) => (
        <InfoCard key={s.preservation} title={s.preservation}>
          <Fact label="Container">{s.container}</Fact>
          <Fact label="Location">{s.location}</Fact>
          <Fact label="Shelf life">{s.shelfLife}</Fact>
          <Fact label="Signs of spoilage">{s.signs}</Fact>
          <Fact label="Tip">{s.tips}</Fact>
        </InfoCard>
      ))}
    </Section>
  );
}

function SafetyTab() {
  return (
    <Section title="Preserving safely">
      <PointCards items={PRESERVATION_SAFETY} titleOf={(c) => c.title} pointsOf={(c) => c.points} />
    </Section>
  );
}

function HelpTab() {
  return (
    <Section title="Troubleshooting">
      {PRESERVATION_HELP.map((h) => (
        <InfoCard key={h.problem} title={h.problem}>
          <Fact label="Causes">{h.causes}</Fact>
          <Fact label="Solutions">{h.solutions}</Fact>
        </InfoCard>
      ))}
    </Section>
  );
}

const TOPICS = [
  { value: 'methods', title: 'Methods', Topic: MethodsTab },
  { value: 'storage', title: 'Storage', Topic: StorageTab },
  { value: 'safety', title: 'Safety', Topic: SafetyTab },
  { value: 'help', title: 'Help', Topic: HelpTab },
];

export default function PreservationScreen() {
  return (
    <GuidePage title="Preservation Guide" subtitle="Dry, freeze and pickle your harvest">
      <Card className="grid gap-1 bg-chili-50">
        <h2 className="text-base font-bold text-ink">Key numbers</h2>
        <ul className="grid gap-1 text-sm text-ink">
          <li>
            Dehydrator: {DEHYDRATOR_TEMP.f}°F ({DEHYDRATOR_TEMP.c}°C) for {DEHYDRATING_HOURS} hours
          </li>
          <li>Air drying: {AIR_DRYING_WEEKS} weeks</li>
          <li>
            Frozen: {FROZEN.months} months at {FROZEN.tempF}°F
          </li>
          <li>Pickled: {PICKLED_SHELF_LIFE}</li>
          <li>Canning: pH {CANNING_PH_CEILING} or lower</li>
        </ul>
      </Card>
      <SectionTabs label="Preservation topics" inAddress>
        {TOPICS.map(({ value, title, Topic }) => (
          <SectionTab key={value} value={value} title={title}>
            <Topic />
          </SectionTab>
        ))}
      </SectionTabs>
    </GuidePage>
  );
}
