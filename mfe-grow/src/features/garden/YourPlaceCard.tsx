import { gardenMutations, gardenQueries, GARDEN_KEY, HttpError, SEEDS_KEY } from '@pepper/client';
import type { GardenPlace, PlaceBody } from '@pepper/contract';
import { monthDayLabel } from '@pepper/domain/weather';
import { Button, CodeForm, InfoCard, problemText, RequestProblem } from '@pepper/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LocateFixed, MapPin, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { bindField } from '../../components/bind-field';
import { useDeviceLocation } from '../../components/useDeviceLocation';

/** Typing pauses this long before the search is sent, so each keystroke is not a request. */
const TYPING_PAUSE_MS = 300;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** '41.85°N, 87.65°W' for a position the device gave. */
const positionName = (lat: number, lon: number) =>
  `Near ${Math.abs(lat).toFixed(2)}°${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lon).toFixed(2)}°${lon >= 0 ? 'E' : 'W'}`;

function PlaceSummary({ place }: { place: GardenPlace }) {
  return (
    <div className="grid gap-1 rounded-xl bg-sky-50 p-3 text-sm text-ink" data-testid="your-place">
      <p className="flex items-center gap-2 font-bold">
        <MapPin aria-hidden className="h-4 w-4 shrink-0" /> {place.name}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
        <dt className="font-semibold">Hemisphere</dt>
        <dd>{place.hemisphere === 'north' ? 'Northern' : 'Southern'}</dd>
        <dt className="font-semibold">Season now</dt>
        <dd>{place.season}</dd>
        <dt className="font-semibold">Average last frost</dt>
        <dd>{place.lastSpringFrost ? monthDayLabel(place.lastSpringFrost) : 'Rare'}</dd>
        <dt className="font-semibold">Average first frost</dt>
        <dd>{place.firstFallFrost ? monthDayLabel(place.firstFallFrost) : 'Rare'}</dd>
      </dl>
      {place.lastSpringFrost ? null : <p>Frost is rare here: plants go out as soon as they are ready.</p>}
    </div>
  );
}

/**
 * The grower's place: typed (a town, city or postcode, with suggestions from the place search) or the device's
 * position. It gives the plan its frost dates, hemisphere and season. A refused or failed location says so and
 * offers the typed search instead.
 */
export function YourPlaceCard({ place }: { place: GardenPlace | null }) {
  const id = useId();
  const queryClient = useQueryClient();
  const field = useRef<HTMLInputElement>(null);
  const [changing, setChanging] = useState(!place);
  const [text, setText] = useState('');
  const typed = useSettled(text.trim());
  const search = useQuery({ ...gardenQueries.places(typed), enabled: changing && typed.length >= 2 });
  const save = useMutation({
    mutationFn: (chosen: PlaceBody | null) => gardenMutations.setPlace(chosen),
    onSuccess: async (garden) => {
      queryClient.setQueryData([GARDEN_KEY], garden);
      setChanging(!garden.place);
      setText('');
      // Every date of the plan and the seed stash's sowing days count from the place.
      await queryClient.invalidateQueries({ queryKey: [GARDEN_KEY] });
      await queryClient.invalidateQueries({ queryKey: SEEDS_KEY });
    },
  });
  const location = useDeviceLocation({ askOnLoad: false });
  const { mutate } = save;
  const { position } = location;
  useEffect(() => {
    if (position)
      mutate({ name: positionName(position.lat, position.lon), lat: position.lat, lon: position.lon });
  }, [position, mutate]);
  const refused = location.refused && !location.position;
  useEffect(() => {
    if (refused) field.current?.focus();
  }, [refused]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setText((t) => t.trim());
  };

  let searchNote: string | null = null;
  if (text.trim().length === 1) searchNote = 'Type at least 2 letters or digits.';
  else if (search.isError)
    searchNote = search.error instanceof HttpError ? search.error.serverMessage : problemText(search.error);
  else if (search.isFetching) searchNote = 'Searching…';

  return (
    <InfoCard title="Your place">
      <div id="your-place" className="grid gap-3 scroll-mt-4">
        {place ? (
          <PlaceSummary place={place} />
        ) : (
          <p className="text-sm text-ink">
            Where do you grow? Your town or postcode gives the plan your average frost dates, so it can say
            when to sow and when it is safe to plant out.
          </p>
        )}
        {place && !changing ? (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => setChanging(true)}>
              Change place
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => save.mutate(null)}
              disabled={save.isPending}
            >
              Forget place
            </Button>
          </div>
        ) : (
          <>
            <CodeForm role="search" aria-label="Find your place" className="grid gap-2" onSubmit={submit}>
              <label htmlFor={id} className="text-sm font-semibold text-ink">
                Town or postcode
              </label>
              <div className="flex gap-2">
                <input
                  id={id}
                  ref={field}
                  type="search"
                  autoComplete="postal-code"
                  placeholder="e.g. Chicago or 60601"
                  aria-describedby={`${id}-note`}
                  {...bindField(text, setText)}
                  className="min-h-touch min-w-0 flex-1 rounded-xl border border-stone-400 bg-white px-3 text-base text-ink focus:outline focus:outline-2 focus:outline-green-800"
                />
                <Button type="submit" variant="outline" aria-label="Find place">
                  <Search aria-hidden className="h-4 w-4" />
                </Button>
              </div>
              <p id={`${id}-note`} className="text-xs text-ink-soft" aria-live="polite">
                {searchNote ?? 'Type a town, city or postcode, then choose it from the list.'}
              </p>
            </CodeForm>
            {search.data?.places.length && typed.length >= 2 ? (
              <ul className="grid gap-1" aria-label="Places found">
                {search.data.places.map((p) => (
                  <li key={`${p.lat},${p.lon}`}>
                    <button
                      type="button"
                      onClick={() => save.mutate({ name: p.label, lat: p.lat, lon: p.lon })}
                      disabled={save.isPending}
                      className="flex min-h-touch w-full items-center gap-2 rounded-xl border border-stone-200 bg-white px-3 text-left text-sm text-ink hover:border-green-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-green-800"
                    >
                      <MapPin aria-hidden className="h-4 w-4 shrink-0 text-green-800" />
                      {p.label}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <Button
              type="button"
              variant="outline"
              onClick={location.detect}
              disabled={location.detecting || save.isPending}
            >
              <LocateFixed aria-hidden className="h-4 w-4" />
              Use my location
            </Button>
            {refused ? (
              <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
                Your device did not share its location. Type your town or postcode above instead: it works
                just as well.
              </p>
            ) : null}
          </>
        )}
        {save.isPending ? (
          <p role="status" className="text-sm text-ink-soft">
            Finding the frost dates for your place…
          </p>
        ) : null}
        <RequestProblem request={save} />
      </div>
    </InfoCard>
  );
}
