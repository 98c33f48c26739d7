import { identifyMutations, identifyQueries, queries } from '@pepper/client';
import type { IdentificationSource } from '@pepper/contract';
import { gardenAddPath, type ResultCandidate } from '@pepper/domain/identification';
import { Button, Card, CardTitle, CodeForm, Radio } from '@pepper/ui';
import { Link } from '@pepper/router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Sprout } from 'lucide-react';
import { useId, useState } from 'react';

const NONE = 'none';

interface Props {
  candidates: readonly ResultCandidate[];
  /** The analysed photo (data URL), kept with the confirmation. */
  image: string;
  source: IdentificationSource;
}

/** "Is this right?": the user confirms one candidate or says none fits; signed-in users keep it in their history. */
export function ConfirmPanel({ candidates, image, source }: Props) {
  const user = useQuery(queries.user());
  const client = useQueryClient();
  const [choice, setChoice] = useState<string>('');
  const [confirmed, setConfirmed] = useState<{ pepperId: number | null } | null>(null);
  const save = useMutation({
    mutationFn: identifyMutations.confirm,
    onSuccess: () => client.invalidateQueries({ queryKey: identifyQueries.confirmations().queryKey }),
  });
  const name = useId();
  const signedIn = Boolean(user.data);

  const confirm = async () => {
    if (!choice) return;
    const pepperId = choice === NONE ? null : Number(choice);
    if (signedIn)
      await save.mutateAsync({ image, pepperId, candidateIds: candidates.map((c) => c.pepperId), source });
    setConfirmed({ pepperId });
  };

  if (confirmed) {
    const pepper = candidates.find((c) => c.pepperId === confirmed.pepperId);
    return (
      <Card className="grid grid-cols-1 gap-3" aria-labelledby={`${name}-done`}>
        <CardTitle id={`${name}-done`} className="flex items-center gap-2">
          <CheckCircle2 aria-hidden className="h-5 w-5 text-heat-mild" />
          {pepper ? `Confirmed: ${pepper.name}` : 'Noted: none of these fits'}
        </CardTitle>
        {pepper ? (
          <Button asChild className="w-full">
            <Link to={gardenAddPath(pepper.pepperId)}>
              <Sprout aria-hidden className="h-5 w-5" />
              Add to My Garden
            </Link>
          </Button>
        ) : (
          <p className="text-sm text-ink">A clearer photo may help: see the photography tips below.</p>
        )}
        {signedIn ? (
          <p className="text-sm text-ink">
            Saved with your photo.{' '}
            <Link to="/identify/history" className="font-semibold underline">
              See your identification history
            </Link>
          </p>
        ) : (
          <p className="text-sm text-ink">
            <Link to="/login?returnTo=%2Fidentify" className="font-semibold underline">
              Sign in
            </Link>{' '}
            to keep your confirmations in a history.
          </p>
        )}
      </Card>
    );
  }

  return (
    <Card className="grid grid-cols-1 gap-3">
      <CodeForm
        onSubmit={(event) => {
          event.preventDefault();
          void confirm().catch(() => undefined);
        }}
      >
        <fieldset className="grid grid-cols-1 gap-1">
          <legend className="mb-2 text-lg font-bold text-ink">Is this right?</legend>
          {[
            ...candidates.map((c) => ({ value: String(c.pepperId), label: c.name })),
            { value: NONE, label: 'None of these' },
          ].map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 text-sm font-semibold text-ink hover:bg-stone-50"
            >
              <Radio
                name={name}
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
                className="h-5 w-5 accent-chili-700"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {save.isError ? (
          <p
            role="alert"
            className="mt-2 rounded-xl border border-chili-100 bg-chili-50 p-3 text-sm font-semibold text-chili-800"
          >
            Your confirmation could not be saved: {save.error.message}. Try again.
          </p>
        ) : null}
        <Button type="submit" className="mt-3 w-full" disabled={!choice || save.isPending}>
          {save.isPending ? 'Saving…' : 'Confirm'}
        </Button>
      </CodeForm>
    </Card>
  );
}
