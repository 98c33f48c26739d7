import { queries, HttpError } from '@pepper/client';
import type { Weather } from '@pepper/contract';
import { isWetDay, snapToGrid, WEATHER_GRID_DEGREES, type TemperatureUnit } from '@pepper/domain/weather';
import { Button, CodeButton, InfoCard, useCodeHasCome } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { CloudRain, Flame, Loader2, LocateFixed, Snowflake, Sun } from 'lucide-react';
import { shortDay } from '../../../components/format';
import { useDeviceLocation } from '../../../components/useDeviceLocation';
import { useOnline } from '@pepper/ui/connection';
import { formatRain, formatTemperature, formatWind, useTemperatureUnit } from './units';
import { WEATHER_SAMPLE } from './weather-sample';

const NOTES = {
  temperature: 'Peppers grow best at 70-85°F (21-29°C) by day.',
  humidity: 'Above 85% for days invites leaf spots: space plants for airflow.',
  wind: 'Stake tall plants before windy weather.',
  uv: 'High UV scalds exposed fruit: leave leaf cover over the pods.',
};

function UnitSwitch({
  unit,
  onChange,
}: {
  unit: TemperatureUnit;
  onChange: (unit: TemperatureUnit) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Temperature units"
      className="flex shrink-0 overflow-hidden rounded-full border border-stone-300"
    >
      {(['F', 'C'] as const).map((u) => (
        <CodeButton
          key={u}
          aria-pressed={unit === u}
          onClick={() => onChange(u)}
          className={`min-h-11 min-w-11 px-3 text-sm font-semibold ${unit === u ? 'bg-stone-800 text-white' : 'bg-white text-ink'}`}
        >
          °{u}
        </CodeButton>
      ))}
    </div>
  );
}

function Readings({ readings }: { readings: { label: string; value: string; note: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2">
      {readings.map((r) => (
        <div key={r.label} className="rounded-xl bg-sky-50 p-3">
          <dt className="text-xs text-ink-soft">{r.label}</dt>
          <dd className="text-2xl font-extrabold text-ink">{r.value}</dd>
          <dd className="text-xs text-ink-soft">{r.note}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The fixed sample figures, shown only when no live figures can be had, and labelled as such. */
function SampleFigures({ unit, reason }: { unit: TemperatureUnit; reason: string }) {
  const celsius = ((WEATHER_SAMPLE.temperatureF - 32) * 5) / 9;
  return (
    <div className="grid gap-2" data-testid="weather-sample">
      <p className="flex items-center gap-2 text-sm text-ink-soft">
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          Sample figures
        </span>
        {reason}
      </p>
      <Readings
        readings={[
          {
            label: 'Temperature',
            value: unit === 'F' ? `${WEATHER_SAMPLE.temperatureF}°F` : formatTemperature(celsius, 'C'),
            note: NOTES.temperature,
          },
          { label: 'Humidity', value: `${WEATHER_SAMPLE.humidityPercent}%`, note: NOTES.humidity },
          {
            label: 'Wind',
            value:
              unit === 'F'
                ? `${WEATHER_SAMPLE.windMph} mph`
                : formatWind(WEATHER_SAMPLE.windMph * 1.609344, 'C'),
            note: NOTES.wind,
          },
          { label: 'UV index', value: String(WEATHER_SAMPLE.uvIndex), note: NOTES.uv },
        ]}
      />
    </div>
  );
}

function LiveWeather({ weather, unit }: { weather: Weather; unit: TemperatureUnit }) {
  return (
    <div className="grid gap-3" data-testid="weather-live">
      {weather.stale && weather.message ? (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {weather.message}
        </p>
      ) : (
        <p className="text-sm text-ink-soft">
          Now near you ({weather.place.lat.toFixed(1)}°, {weather.place.lon.toFixed(1)}°)
          {weather.ageMinutes > 0 ? `, updated ${weather.ageMinutes} min ago` : ''}.
        </p>
      )}
      <Readings
        readings={[
          {
            label: 'Temperature',
            value: formatTemperature(weather.current.temperatureC, unit),
            note: NOTES.temperature,
          },
          {
            label: 'Humidity',
            value: `${Math.round(weather.current.humidityPercent)}%`,
            note: NOTES.humidity,
          },
          { label: 'Wind', value: formatWind(weather.current.windKph, unit), note: NOTES.wind },
          { label: 'UV index', value: String(Math.round(weather.current.uvIndex)), note: NOTES.uv },
        ]}
      />
      {weather.warnings.length ? (
        <section aria-label="Warnings for your peppers" className="grid gap-2">
          {weather.warnings.map((w) => (
            <div
              key={`${w.kind}-${w.date}`}
              className={`grid gap-1 rounded-xl border p-3 text-sm ${w.kind === 'frost' ? 'border-sky-300 bg-sky-50' : 'border-red-300 bg-red-50'}`}
            >
              <p className="flex items-center gap-1 font-semibold text-ink">
                {w.kind === 'frost' ? (
                  <Snowflake aria-hidden className="h-4 w-4" />
                ) : (
                  <Flame aria-hidden className="h-4 w-4" />
                )}
                {w.kind === 'frost' ? 'Frost risk' : 'Heat stress'} {shortDay(w.date)}:{' '}
                {w.kind === 'frost' ? 'low' : 'high'} of {formatTemperature(w.temperatureC, unit)}
              </p>
              <p className="text-ink">{w.advice}</p>
            </div>
          ))}
        </section>
      ) : (
        <p className="text-sm text-ink-soft">No frost or heat stress in the week ahead.</p>
      )}
      <section aria-label="The week ahead">
        <h4 className="mb-1 text-sm font-bold text-ink">The week ahead</h4>
        <ol className="grid gap-1">
          {weather.days.map((d) => (
            <li
              key={d.date}
              className="flex items-center justify-between gap-2 rounded-lg bg-white px-3 py-2 text-sm"
            >
              <span className="font-semibold text-ink">{shortDay(d.date)}</span>
              <span className="flex items-center gap-2 text-ink">
                {d.frostRisk ? <Snowflake aria-label="frost risk" className="h-4 w-4 text-sky-700" /> : null}
                {d.heatRisk ? <Flame aria-label="heat stress" className="h-4 w-4 text-red-700" /> : null}
                <span>
                  {formatTemperature(d.minC, unit)} / {formatTemperature(d.maxC, unit)}
                </span>
                {isWetDay(d) ? (
                  <span className="flex items-center gap-0.5 text-ink-soft">
                    <CloudRain aria-hidden className="h-3.5 w-3.5" />
                    <span className="sr-only">rain</span>
                    {formatRain(d.precipitationMm, unit)}
                  </span>
                ) : (
                  <span className="flex items-center gap-0.5 text-ink-soft">
                    <Sun aria-hidden className="h-3.5 w-3.5" />
                    dry
                  </span>
                )}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

const isNetworkFailure = (error: unknown) => !(error instanceof HttpError);

/**
 * Live conditions for the grower's own garden, with frost and heat warnings for the week. The location is
 * requested only when the reader taps the button; sample figures, labelled as such, are shown when the
 * location is refused or the app is offline.
 */
export function WeatherTool() {
  const [unit, setUnit] = useTemperatureUnit();
  const online = useOnline();
  const { position, detecting, refused, detect } = useDeviceLocation({ askOnLoad: false });
  // Rounded here, so the exact position never leaves the device.
  const lat = snapToGrid(position?.lat ?? 0, WEATHER_GRID_DEGREES);
  const lon = snapToGrid(position?.lon ?? 0, WEATHER_GRID_DEGREES);
  const weather = useQuery({ ...queries.weather(lat, lon), enabled: !!position && online });
  const offline = !online || (weather.isError && isNetworkFailure(weather.error));
  // Finding the reader needs the page's code: until it loads the button shows as busy.
  const live = useCodeHasCome();
  const busy = detecting || weather.isFetching;

  let body;
  if (offline) {
    body = (
      <SampleFigures
        unit={unit}
        reason="You are offline, so these show how to read conditions for peppers, not your garden's weather."
      />
    );
  } else if (refused && !position) {
    body = (
      <SampleFigures
        unit={unit}
        reason="Your location was not shared, so these show how to read conditions for peppers, not your garden's weather."
      />
    );
  } else if (weather.data) {
    body = <LiveWeather weather={weather.data} unit={unit} />;
  } else if (weather.isError) {
    body = (
      <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
        {weather.error instanceof HttpError
          ? weather.error.serverMessage
          : 'The weather could not be loaded.'}
      </p>
    );
  } else {
    body = (
      <p className="text-sm text-ink-soft">
        See the conditions in your garden now, the week ahead, and frost or heat warnings for your peppers.
        Only your position rounded to about 10 km leaves this device.
      </p>
    );
  }

  return (
    <InfoCard title="Garden Weather" aside={<UnitSwitch unit={unit} onChange={setUnit} />}>
      <div aria-live="polite" className="grid gap-3">
        {body}
      </div>
      <Button
        onClick={() => (position ? void weather.refetch() : detect())}
        disabled={busy || !live}
        aria-busy={busy || !live}
      >
        {busy || !live ? (
          <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
        ) : (
          <LocateFixed aria-hidden className="h-4 w-4" />
        )}
        {busy ? 'Finding your weather...' : position ? 'Refresh Weather' : 'Use My Location'}
      </Button>
    </InfoCard>
  );
}
