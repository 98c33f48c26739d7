import { parseDateInput, plantingCalendar } from '@pepper/domain';
import { useState } from 'react';
import { Field } from './Field';
import { longDate } from './format';
import { InfoCard } from '@pepper/ui';

/** Spec 02 §9: seed start 8 weeks before the transplant date, first flowers 6 weeks after, harvest 14 weeks after. */
export function CalendarTool() {
  const [date, setDate] = useState('');
  const plan = plantingCalendar(parseDateInput(date));
  return (
    <InfoCard title="Planting Calendar">
      <p className="text-sm text-ink-soft">Enter the day you plan to set plants outside; the rest of the season follows from it.</p>
      <Field label="Transplant date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      <div aria-live="polite">
        {plan ? (
          <ol className="grid gap-2 text-sm" aria-label="Your planting dates">
            <li className="rounded-xl bg-green-50 p-3">
              <span className="font-semibold">Start seeds indoors:</span> {longDate(plan.seedStart)} <span className="text-ink-soft">(8 weeks before)</span>
            </li>
            <li className="rounded-xl bg-green-50 p-3">
              <span className="font-semibold">Transplant outside:</span> {longDate(plan.transplant)}
            </li>
            <li className="rounded-xl bg-green-50 p-3">
              <span className="font-semibold">First flowers:</span> {longDate(plan.firstFlowers)} <span className="text-ink-soft">(6 weeks after)</span>
            </li>
            <li className="rounded-xl bg-green-50 p-3">
              <span className="font-semibold">First harvest:</span> {longDate(plan.harvest)} <span className="text-ink-soft">(14 weeks after)</span>
            </li>
          </ol>
        ) : (
          <p className="text-sm text-ink-soft">Choose a date to see your calendar.</p>
        )}
      </div>
    </InfoCard>
  );
}
