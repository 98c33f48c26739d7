import '../../styles.css';
import { filterPests, PEST_SEVERITY_OPTIONS } from '@pepper/domain/guides';
import { counted } from '@pepper/domain/numbers';
import { Link, useLocation, useSearchParams } from '@pepper/router';
import {
  AddressForm,
  ApplyWithoutCode,
  Badge,
  Bullets,
  Button,
  Checkbox,
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
import { useId } from 'react';
import {
  DISEASES,
  PESTS,
  PREVENTION,
  TREATMENTS,
  type Severity,
  type Trouble,
} from '@pepper/content/grow/pests';
import { isOneOf, useAddressInput } from '../../components/address-input';
import { CardList } from '../../components/CardList';
import { KeepTab } from '../../components/KeepTab';

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

/** The guide's own address with no filter, the open tab kept. */
function useClearedAddress() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const tab = params.get('tab');
  return tab ? `${pathname}?${new URLSearchParams({ tab }).toString()}` : pathname;
}

/**
 * /guides/pests: pests, diseases, treatments and prevention, with combined filters. The filters are the address
 * (`?search=…&severity=…&organic=1`), so the server renders the lists for it and they work before and without
 * the page's code.
 */
export default function PestGuideScreen() {
  const searchField = useAddressInput({ name: 'search', fallback: '', accepts: () => true });
  const severityField = useAddressInput({
    name: 'severity',
    fallback: 'All',
    accepts: isOneOf(PEST_SEVERITY_OPTIONS),
  });
  const organic = useAddressInput({ name: 'organic', fallback: '', accepts: (v) => v === '1' });
  const search = searchField.value;
  const severity = severityField.value;
  const organicOnly = organic.value === '1';
  const cleared = useClearedAddress();
  const organicId = useId();
  const filters = { search, severity, organicOnly };
  const pests = filterPests(PESTS, filters);
  const diseases = filterPests(DISEASES, filters);
  const filtered = search !== '' || severity !== 'All' || organicOnly;

  return (
    <PageFrame area="Grow" title="Pest & Disease Guide" subtitle="Recognise, prevent and treat">
      <AddressForm
        action="/guides/pests"
        onSubmit={(e) => e.preventDefault()}
        className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-3"
        role="search"
        aria-label="Filter pests and diseases"
      >
        <Field label="Search" type="search" placeholder="e.g. aphids, wilt, spots" {...searchField.field} />
        <div className="grid grid-cols-2 items-end gap-2">
          <SelectField
            label="Severity"
            {...severityField.field}
            options={PEST_SEVERITY_OPTIONS.map((s) => ({ value: s, label: s }))}
          />
          <label
            htmlFor={organicId}
            className="flex min-h-touch items-center gap-2 rounded-xl border border-stone-300 px-3 text-sm font-semibold text-ink"
          >
            <Checkbox
              id={organicId}
              name="organic"
              value="1"
              className="h-5 w-5 accent-green-800"
              checked={organicOnly}
              onChange={(e) => organic.set(e.target.checked ? '1' : '')}
            />
            Organic Only
          </label>
        </div>
        <KeepTab />
        <ApplyWithoutCode />
        {filtered ? (
          <Button asChild variant="outline">
            <Link to={cleared} replace preventScrollReset>
              Clear
            </Link>
          </Button>
        ) : (
          <Button variant="outline" disabled>
            Clear
          </Button>
        )}
        <p className="text-xs text-ink-soft" aria-live="polite">
          {counted(pests.length, 'pest', 'pests')} and {counted(diseases.length, 'disease', 'diseases')} shown
        </p>
      </AddressForm>
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
