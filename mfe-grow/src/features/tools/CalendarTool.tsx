import { HttpError, queries } from '@pepper/client';
import { parseDateInput } from '@pepper/domain/dates';
import { GENERIC_CALENDAR_WEEKS, leadTimeFor, plantingCalendarFor } from '@pepper/domain/grow-calendar';
import { monthDayLabel, transplantDateAfterFrost } from '@pepper/domain/weather';
import { Button, Field, InfoCard, useCodeHasCome } from '@pepper/ui';
import { useAddressWith } from '@pepper/router';
import { useQuery } from '@tanstack/react-query';
import { Loader2, Snowflake } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { longDate } from '../../components/format';
import { frostDatesNear } from '../../components/FrostDatesSummary';
import { useDeviceLocation } from '../../components/useDeviceLocation';
import { VarietyPicker } from '../../components/VarietyPicker';
import { useAddressInput } from '../../components/address-input';
import { toolPath } from './tool-tabs';
import { ToolForm } from './ToolForm';

const isDate = (value: string) => parseDateInput(value) !== null;
const isPepperId = (value: string) => /^[1-9]\d*$/.test(value);

/**
 * The transplant date the reader types (`?transplant=`), or "Use my frost date": two weeks after the average last
 * frost where the reader is, located only when they tap the button.
 */
function useTransplantDate() {
  const transplant = useAddressInput({ name: 'transplant', fallback: '', accepts: isDate });
  const { position, detecting, refused, detect } = useDeviceLocation({ askOnLoad: false });
  // Finding the reader needs the page's code: until it loads the button shows as busy.
  const live = useCodeHasCome();
  const frost = useQuery({ ...frostDatesNear(position?.lat ?? 0, position?.lon ?? 0), enabled: !!position });
  const lastFrost = frost.data?.lastSpringFrost;
  const fromFrost = lastFrost ? transplantDateAfterFrost(lastFrost, new Date()) : null;
  // Each new frost answer sets the date once; the reader may change it afterwards.
  const applied = useRef<string | null>(null);
  const setDate = transplant.set;
  useEffect(() => {
    if (!fromFrost || fromFrost === applied.current) return;
    applied.current = fromFrost;
    setDate(fromFrost);
  }, [fromFrost, setDate]);

  let note: string | null = null;
  if (refused && !position)
    note = 'Your location was not shared: enter the date you plan to plant out instead.';
  else if (frost.isError)
    note = frost.error instanceof HttpError ? frost.error.serverMessage : 'Frost dates could not be loaded.';
  else if (frost.data && !lastFrost)
    note = 'Frost is rare where you are: plant out once nights stay above 50°F (10°C).';
  // The note stands beside the date it explains, and goes once the reader picks another.
  else if (lastFrost && transplant.value === fromFrost)
    note = `Two weeks after your average last spring frost (${monthDayLabel(lastFrost)}).`;
  return { transplant, ask: detect, busy: detecting || frost.isFetching || !live, note };
}

/**
 * Seed start 8 weeks before the transplant date, first flowers 6 weeks after, harvest 14 weeks after; once a
 * variety is chosen, seed start and harvest follow its lead time (weeks indoors, days to maturity).
 */
export function CalendarTool() {
  const { transplant, ...frost } = useTransplantDate();
  const variety = useAddressInput({ name: 'variety', fallback: '', accepts: isPepperId });
  const find = useAddressInput({ name: 'find', fallback: '', accepts: () => true });
  const pepperId = variety.value ? Number(variety.value) : null;
  const addressWith = useAddressWith();
  // Choosing a variety ends its search.
  const chooseAddress = (id: number | null) =>
    addressWith({ [find.field.name]: null, [variety.field.name]: id === null ? null : String(id) });
  const pepper = useQuery({ ...queries.pepper(pepperId ?? 0), enabled: pepperId !== null });
  const lead = pepperId !== null && pepper.data ? leadTimeFor(pepper.data) : null;
  const plan = plantingCalendarFor(parseDateInput(transplant.value), lead);
  const weeksBefore = lead ? lead.weeksIndoors : GENERIC_CALENDAR_WEEKS.seedStartBefore;
  const harvestAfter = lead
    ? `${lead.maturityDays} days after`
    : `${GENERIC_CALENDAR_WEEKS.harvestAfter} weeks after`;
  return (
    <InfoCard title="Planting Calendar">
      <p className="text-sm text-ink-soft">
        Enter the day you plan to set plants outside; the rest of the season follows from it.
      </p>
      <ToolForm action={toolPath('calendar')} submit="Show My Calendar">
        <Field label="Transplant date" type="date" {...transplant.field} />
        <VarietyPicker
          value={pepperId}
          onChange={(id) => variety.set(id === null ? '' : String(id))}
          optional
          inAddress={{
            name: find.field.name,
            search: find.value,
            onSearch: find.set,
            addressOf: chooseAddress,
          }}
        />
        {pepperId !== null ? <input type="hidden" name={variety.field.name} value={variety.value} /> : null}
      </ToolForm>
      <Button variant="outline" onClick={frost.ask} disabled={frost.busy} aria-busy={frost.busy}>
        {frost.busy ? (
          <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
        ) : (
          <Snowflake aria-hidden className="h-4 w-4" />
        )}
        Use My Frost Date
      </Button>
      {frost.note ? (
        <p className="text-sm text-ink-soft" role="status">
          {frost.note}
        </p>
      ) : null}
      <div aria-live="polite">
        {plan ? (
          <ol className="grid gap-2 text-sm" aria-label="Your planting dates">
            <li className="rounded-xl bg-green-50 p-3">
              <span className="font-semibold">Start seeds indoors:</span> {longDate(plan.seedStart)}{' '}
              <span className="text-ink-soft">({weeksBefore} weeks before)</span>
            </li>
            <li className="rounded-xl bg-green-50 p-3">
              <span className="font-semibold">Transplant outside:</span> {longDate(plan.transplant)}
            </li>
            <li className="rounded-xl bg-green-50 p-3">
              <span className="font-semibold">First flowers:</span> {longDate(plan.firstFlowers)}{' '}
              <span className="text-ink-soft">({GENERIC_CALENDAR_WEEKS.firstFlowersAfter} weeks after)</span>
            </li>
            <li className="rounded-xl bg-green-50 p-3">
              <span className="font-semibold">First harvest:</span> {longDate(plan.harvest)}{' '}
              <span className="text-ink-soft">({harvestAfter})</span>
            </li>
          </ol>
        ) : (
          <p className="text-sm text-ink-soft">Choose a date to see your calendar.</p>
        )}
      </div>
    </InfoCard>
  );
}
