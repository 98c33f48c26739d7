import '../../styles.css';
import { filterPests, PEST_SEVERITY_OPTIONS } from '@pepper/domain/guides';
import {
  Badge,
  Bullets,
  Button,
  cn,
  EmptyState,
  Fact,
  Field,
  InfoCard,
  PageFrame,
  PointCards,
  SectionTab,
  SectionTabs,
  SelectField,
} from '@pepper/ui';
import { useId, useState } from 'react';
import {
  DISEASES,
  PESTS,
  PREVENTION,
  TREATMENTS,
  type Severity,
  type Trouble,
} from '@pepper/content/grow/pests';
import { bindField } from '../../components/bind-field';
import { CardList } from '../../components/CardList';

const SEVERITY_STYLE: Record<Severity, string> = {
  Low: 'bg-green-100 text-green-900',
  Medium: 'bg-amber-100 text-amber-900',
  High: 'bg-red-100 text-red-900',
};

function TroubleCard({ item }: { item: Trouble }) {
  return (
    <InfoCard
      title={item.name}
      aside={
        <span className="flex shrink-0 gap-1">
          <Badge className={SEVERITY_STYLE[item.severity]}>{item.severity}</Badge>
          {item.organic ? <Badge className="bg-green-800 text-white">Organic</Badge> : null}
        </span>
      }
    >
      <p className="text-sm text-ink">{item.description}</p>
      <p className="text-sm font-semibold">Symptoms</p>
      <Bullets items={item.symptoms} />
      <p className="text-sm font-semibold">Prevention</p>
      <Bullets items={item.prevention} />
      <p className="text-sm font-semibold">Treatment</p>
      <Bullets items={item.treatment} />
    </InfoCard>
  );
}

function TroubleList({ items, label }: { items: Trouble[]; label: string }) {
  if (items.length === 0)
    return (
      <EmptyState
        title={`No ${label.toLowerCase()} match`}
        description="Try another word, severity or clear the filters."
      />
    );
  return (
    <CardList items={items} label={label} keyOf={(t) => t.name} card={(t) => <TroubleCard item={t} />} />
  );
}

/** /guides/pests: pests, diseases, treatments and prevention, with combined filters. */
export default function PestGuideScreen() {
  const [search, setSearch] = useState('');
  const [severity, setSeverity] = useState<string>('All');
  const [organicOnly, setOrganicOnly] = useState(false);
  const organicId = useId();
  const filters = { search, severity, organicOnly };
  const pests = filterPests(PESTS, filters);
  const diseases = filterPests(DISEASES, filters);
  const filtered = search !== '' || severity !== 'All' || organicOnly;

  return (
    <PageFrame
      area="Grow"
      title="Pest & Disease Guide"
      subtitle="Recognise, prevent and treat"
      description="Common pepper pests and diseases with symptoms, prevention and organic treatments."
    >
      <div
        className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-3"
        role="search"
        aria-label="Filter pests and diseases"
      >
        <Field
          label="Search"
          type="search"
          placeholder="e.g. aphids, wilt, spots"
          {...bindField(search, setSearch)}
        />
        <div className="grid grid-cols-2 items-end gap-2">
          <SelectField
            label="Severity"
            {...bindField(severity, setSeverity)}
            options={PEST_SEVERITY_OPTIONS.map((s) => ({ value: s, label: s }))}
          />
          <label
            htmlFor={organicId}
            className="flex min-h-touch items-center gap-2 rounded-xl border border-stone-300 px-3 text-sm font-semibold text-ink"
          >
            <input
              id={organicId}
              type="checkbox"
              className="h-5 w-5 accent-green-800"
              checked={organicOnly}
              onChange={(e) => setOrganicOnly(e.target.checked)}
            />
            Organic Only
          </label>
        </div>
        <Button
          variant="outline"
          disabled={!filtered}
          onClick={() => {
            setSearch('');
            setSeverity('All');
            setOrganicOnly(false);
          }}
        >
          Clear
        </Button>
        <p className="text-xs text-ink-soft" aria-live="polite">
          {pests.length} pests and {diseases.length} diseases shown
        </p>
      </div>
      <SectionTabs label="Pest guide sections" inAddress>
        <SectionTab value="pests" title="Pests">
          <TroubleList items={pests} label="Pests" />
        </SectionTab>
        <SectionTab value="diseases" title="Diseases">
          <TroubleList items={diseases} label="Diseases" />
        </SectionTab>
        <SectionTab value="treatments" title="Treatments" className="grid gap-3">
          {TREATMENTS.map((t) => (
            <InfoCard key={t.name} title={t.name}>
              <Fact label="Uses">{t.uses}</Fact>
              <Fact label="Application">{t.application}</Fact>
              <Fact label="Frequency">{t.frequency}</Fact>
              <p className={cn('rounded-lg bg-amber-50 p-2 text-sm text-ink')}>{t.notes}</p>
            </InfoCard>
          ))}
        </SectionTab>
        <SectionTab value="prevention" title="Prevention" className="grid gap-3">
          <PointCards items={PREVENTION} titleOf={(p) => p.title} pointsOf={(p) => p.points} />
        </SectionTab>
      </SectionTabs>
    </PageFrame>
  );
}
