import '../../styles.css';
import { parseDateInput } from '@pepper/domain/dates';
import { harvestPrediction } from '@pepper/domain/grow-calendar';
import {
  AddressForm,
  ApplyWithoutCode,
  Field,
  InfoCard,
  PageFrame,
  SectionTab,
  SectionTabs,
  SelectField,
} from '@pepper/ui';
import { longDate } from '../../components/format';
import { HARVEST_TOPICS, HARVEST_VARIETY_CLASSES } from '@pepper/content/grow/harvest';
import { isOneOf, useAddressInput } from '../../components/address-input';
import { KeepTab } from '../../components/KeepTab';

const isDate = (value: string) => parseDateInput(value) !== null;
const VARIETY_CLASSES = HARVEST_VARIETY_CLASSES.map((c) => c.value);

function Cards({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <>
      {items.map((i) => (
        <InfoCard key={i.title} title={i.title}>
          <p className="text-sm text-ink">{i.text}</p>
        </InfoCard>
      ))}
    </>
  );
}

/**
 * /guides/harvest: when and how to pick, and a calculator from a transplant date and a variety class. The
 * calculator's fields are the address (`?transplant=…&variety=…`), so the server renders its answer and it works
 * before and without the page's code.
 */
export default function HarvestGuideScreen() {
  const date = useAddressInput({ name: 'transplant', fallback: '', accepts: isDate });
  const variety = useAddressInput({ name: 'variety', fallback: '', accepts: isOneOf(VARIETY_CLASSES) });
  const prediction = harvestPrediction(parseDateInput(date.value), variety.value);

  return (
    <PageFrame area="Grow" title="Harvest Guide" subtitle="When to pick and how to keep the crop">
      <InfoCard title="Harvest Calculator">
        <p className="text-sm text-ink-soft">Enter when your plants went outside and what you grow.</p>
        {/* With the page's code the answer follows each change, so sending the form has nothing left to do. */}
        <AddressForm action="/guides/harvest" onSubmit={(e) => e.preventDefault()} className="grid gap-3">
          <Field label="Transplant date" type="date" {...date.field} />
          <SelectField
            label="Variety"
            {...variety.field}
            options={[{ value: '', label: 'Select a variety...' }, ...HARVEST_VARIETY_CLASSES]}
          />
          <KeepTab />
          <ApplyWithoutCode />
        </AddressForm>
        <div aria-live="polite">
          {prediction ? (
            <ul className="grid gap-2 text-sm" aria-label="Harvest predictions">
              {prediction.green ? (
                <li className="rounded-xl bg-green-50 p-3">
                  <span className="font-semibold">First green peppers:</span> {longDate(prediction.green)}{' '}
                  <span className="text-ink-soft">({prediction.greenRange} days)</span>
                </li>
              ) : (
                <li className="rounded-xl bg-stone-100 p-3">
                  Hot and superhot peppers are picked ripe: no green harvest.
                </li>
              )}
              <li className="rounded-xl bg-red-50 p-3">
                <span className="font-semibold">First ripe peppers:</span> {longDate(prediction.ripe)}{' '}
                <span className="text-ink-soft">({prediction.ripeRange} days)</span>
              </li>
            </ul>
          ) : (
            <p className="text-sm text-ink-soft">
              Choose a transplant date and a variety to see your harvest dates.
            </p>
          )}
        </div>
      </InfoCard>
      <SectionTabs label="Harvest guide sections" inAddress>
        {HARVEST_TOPICS.map((tab) => (
          <SectionTab key={tab.value} value={tab.value} title={tab.title} className="grid gap-3">
            <Cards items={tab.items} />
          </SectionTab>
        ))}
      </SectionTabs>
    </PageFrame>
  );
}
