import { gardenMutations, GARDEN_KEY, SEEDS_KEY } from '@pepper/client';
import type { SeedPacket } from '@pepper/contract';
import { Link } from '@pepper/router';
import { Button, InfoCard, problemText } from '@pepper/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { localToday, shortDay } from '../format';
import { seedsText } from './labels';

type Sowing = SeedPacket['plantings'][number];

/**
 * The plantings started from a packet. A planned one has its seeds set aside: marking it sown takes them off
 * the packet, cancelling it gives them back.
 */
export function PacketSowings({ sowings }: { sowings: Sowing[] }) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [GARDEN_KEY] });
    await queryClient.invalidateQueries({ queryKey: SEEDS_KEY });
  };
  const markSown = useMutation({
    mutationFn: (id: number) => gardenMutations.markSown(id, { sownOn: localToday() }),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (id: number) => gardenMutations.deletePlanting(id),
    onSuccess: refresh,
  });
  const failed = markSown.error ?? cancel.error;
  return (
    <InfoCard title="Sown from this packet">
      <ul className="grid gap-2" aria-label="Plantings from this packet">
        {sowings.map((p) => (
          <li key={p.id} className="grid gap-2 text-sm">
            <p>
              <Link to={`/garden/${p.id}`} className="font-semibold text-green-800 underline">
                {p.label}
              </Link>{' '}
              <span className="text-ink-soft">
                ·{' '}
                {p.state === 'planned'
                  ? `${seedsText(p.seeds)} set aside for ${shortDay(p.sownOn)}`
                  : `${seedsText(p.seeds)} sown`}
              </span>
            </p>
            {p.state === 'planned' ? (
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={markSown.isPending}
                  onClick={() => markSown.mutate(p.id)}
                  aria-label={`Mark ${p.label} sown today`}
                >
                  Mark sown today
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="danger"
                  disabled={cancel.isPending}
                  onClick={() => {
                    if (window.confirm(`Cancel the sowing of ${p.label}? Its seeds go back to the packet.`))
                      cancel.mutate(p.id);
                  }}
                  aria-label={`Cancel the sowing of ${p.label}`}
                >
                  Cancel sowing
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {failed ? (
        <p role="alert" className="text-sm text-red-800">
          {problemText(failed)}
        </p>
      ) : null}
    </InfoCard>
  );
}
