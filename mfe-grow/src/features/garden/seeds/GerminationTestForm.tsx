import { queries, SEEDS_KEY, seedMutations } from '@pepper/client';
import type { GerminationTestBody } from '@pepper/contract';
import { addDays, parseDateInput, toDateInputValue } from '@pepper/domain/dates';
import { leadTimeFor, rangeLabel } from '@pepper/domain/grow-calendar';
import { CodeForm, CountField, Field, InfoCard, problemText } from '@pepper/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { localToday } from '../format';
import { KEPT_OFFLINE } from './labels';
import { FormEnd } from '../FormEnd';
import { bindField } from '../../../components/bind-field';

/** A rag-doll test takes about ten days for pepper seed: the start date defaults to that long ago. */
const TEST_DAYS = 10;

/** Records a germination test: seeds sown, seeds sprouted, the day it started and the day it was read. */
export function GerminationTestForm({ packetId, pepperId }: { packetId: number; pepperId: number }) {
  const queryClient = useQueryClient();
  // How long this variety's seed takes to come up, from the lead-time rule.
  const variety = useQuery(queries.allPeppers()).data?.find((p) => p.id === pepperId);
  const days = rangeLabel(leadTimeFor(variety ?? {}).germinationDays);
  const today = localToday();
  const [sown, setSown] = useState('10');
  const [sprouted, setSprouted] = useState('');
  const [startedOn, setStartedOn] = useState(toDateInputValue(addDays(parseDateInput(today)!, -TEST_DAYS)));
  const [readOn, setReadOn] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const record = useMutation({
    mutationFn: (body: GerminationTestBody) => seedMutations.addTest(packetId, body),
    onSuccess: async (result) => {
      setSprouted('');
      setStatus(
        result.queued ? KEPT_OFFLINE : `Test recorded: ${Math.round(result.data.rate * 100)}% sprouted.`,
      );
      await queryClient.invalidateQueries({ queryKey: SEEDS_KEY });
    },
    onError: (error) => setProblem(problemText(error)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setStatus('');
    const n = Number(sown);
    const m = Number(sprouted);
    if (sown === '' || sprouted === '' || !Number.isInteger(n) || !Number.isInteger(m))
      return setProblem('Give the seeds sown and sprouted as whole numbers.');
    if (n < 1) return setProblem('Sow at least one seed for a test.');
    if (m < 0) return setProblem('Seeds sprouted cannot be below zero.');
    if (m > n) return setProblem('More seeds cannot sprout than were sown.');
    if (!startedOn || !readOn) return setProblem('Give the day the test started and the day it was read.');
    if (readOn < startedOn) return setProblem('The test is read on or after the day it started.');
    if (readOn > today) return setProblem('Read the test today or on an earlier day.');
    record.mutate({ sown: n, sprouted: m, startedOn, readOn });
  };

  return (
    <InfoCard title="Record a germination test">
      <p className="text-sm text-ink-soft">
        Roll 10 seeds in a damp paper towel, keep it warm in a bag, and count the sprouts after {days} days.
        The seeds you test come off the packet's count.
      </p>
      <CodeForm className="grid gap-3" aria-label="Record a germination test" onSubmit={submit} noValidate>
        <div className="grid grid-cols-2 gap-2">
          <CountField label="Seeds sown" min={1} {...bindField(sown, setSown)} />
          <CountField label="Seeds sprouted" min={0} {...bindField(sprouted, setSprouted)} />
          <Field label="Started on" type="date" max={today} {...bindField(startedOn, setStartedOn)} />
          <Field label="Read on" type="date" max={today} {...bindField(readOn, setReadOn)} />
        </div>
        <FormEnd
          problem={problem}
          status={status}
          label="Record test"
          busy={record.isPending}
          variant="outline"
        />
      </CodeForm>
    </InfoCard>
  );
}
