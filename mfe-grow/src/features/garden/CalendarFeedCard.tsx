import { gardenMutations, gardenQueries, GARDEN_KEY } from '@pepper/client';
import { Button, InfoCard, problemText } from '@pepper/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';

/** The private calendar feed: subscribe on the phone (webcal://), copy the address, or replace it. */
export function CalendarFeedCard() {
  const id = useId();
  const queryClient = useQueryClient();
  const feed = useQuery(gardenQueries.calendarFeed());
  const [copied, setCopied] = useState<string | null>(null);
  const regenerate = useMutation({
    mutationFn: () => gardenMutations.regenerateCalendarFeed(),
    onSuccess: (fresh) => {
      queryClient.setQueryData([GARDEN_KEY, 'calendar'], fresh);
      setCopied('A new address is ready: the old one no longer works.');
    },
  });
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Address copied.');
    } catch {
      setCopied('Copying is blocked here: select the address and copy it.');
    }
  };

  if (feed.isPending) return null;
  if (!feed.data) return null;
  const { url, webcalUrl } = feed.data;
  return (
    <InfoCard title="Calendar feed">
      <p className="text-sm text-ink-soft">
        Your tasks in your phone's calendar, with a reminder on the day. Keep the address private.
      </p>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Feed address
      </label>
      <input
        id={id}
        readOnly
        value={url}
        onFocus={(e) => e.target.select()}
        className="min-h-touch rounded-xl border border-stone-400 bg-stone-50 px-3 text-sm text-ink"
      />
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={webcalUrl}>Add to calendar</a>
        </Button>
        <Button type="button" variant="outline" onClick={() => void copy(url)}>
          Copy address
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => regenerate.mutate()}
          disabled={regenerate.isPending}
        >
          New address
        </Button>
      </div>
      <p role="status" className="text-sm text-ink-soft">
        {regenerate.isError ? problemText(regenerate.error) : (copied ?? '')}
      </p>
    </InfoCard>
  );
}
