import { HttpError, queries } from '@pepper/client';
import { FROST_GRID_DEGREES, monthDayLabel, snapToGrid } from '@pepper/domain/weather';
import { useQuery } from '@tanstack/react-query';
import { Snowflake } from 'lucide-react';

/** Frost dates for a position rounded to its 0.25° cell on this device: the exact position never leaves it. */
export const frostDatesNear = (lat: number, lon: number) =>
  queries.frostDates(snapToGrid(lat, FROST_GRID_DEGREES), snapToGrid(lon, FROST_GRID_DEGREES));

/** The average last and first frost and the frost-free season for a detected position. */
export function FrostDatesSummary({ lat, lon }: { lat: number; lon: number }) {
  const frost = useQuery(frostDatesNear(lat, lon));
  if (frost.isPending) return <p className="text-sm text-ink-soft">Working out your frost dates...</p>;
  if (frost.isError) {
    return (
      <p role="alert" className="text-sm text-amber-900">
        {frost.error instanceof HttpError ? frost.error.serverMessage : 'Frost dates could not be loaded.'}
      </p>
    );
  }
  const d = frost.data;
  return (
    <section
      aria-label="Frost dates"
      className="grid gap-1 rounded-xl bg-sky-50 p-3 text-sm text-ink"
      data-testid="frost-dates"
    >
      <h3 className="flex items-center gap-1 font-bold">
        <Snowflake aria-hidden className="h-4 w-4" /> Frost dates
      </h3>
      {d.lastSpringFrost || d.firstFallFrost ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
          <dt className="font-semibold">Average last spring frost</dt>
          <dd>{d.lastSpringFrost ? monthDayLabel(d.lastSpringFrost) : 'Rare'}</dd>
          <dt className="font-semibold">Average first fall frost</dt>
          <dd>{d.firstFallFrost ? monthDayLabel(d.firstFallFrost) : 'Rare'}</dd>
          <dt className="font-semibold">Frost-free season</dt>
          <dd>{d.frostFreeDays !== null ? `${d.frostFreeDays} days` : 'Most of the year'}</dd>
        </dl>
      ) : (
        <p>
          Frost is rare here: in most years there is none, so peppers can stay outside all year and keep
          fruiting.
        </p>
      )}
      <p className="text-xs text-ink-soft">
        From {d.years} years of weather records for the area around you.
      </p>
    </section>
  );
}
