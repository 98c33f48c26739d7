import { WEATHER_SAMPLE } from '@pepper/domain';
import { InfoCard } from '@pepper/ui';

/** Spec 02 §9: the weather tab shows fixed sample values only, and says so. */
export function WeatherTool() {
  const readings = [
    { label: 'Temperature', value: `${WEATHER_SAMPLE.temperatureF}°F`, note: 'Peppers grow best at 70-85°F (21-29°C) by day.' },
    { label: 'Humidity', value: `${WEATHER_SAMPLE.humidityPercent}%`, note: 'Above 85% for days invites leaf spots: space plants for airflow.' },
    { label: 'Wind', value: `${WEATHER_SAMPLE.windMph} mph`, note: 'Stake tall plants before windy weather.' },
    { label: 'UV index', value: String(WEATHER_SAMPLE.uvIndex), note: 'High UV scalds exposed fruit: leave leaf cover over the pods.' },
  ];
  return (
    <InfoCard title="Garden Weather" aside={<span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Sample data</span>}>
      <p className="text-sm text-ink-soft">These are sample values that show how to read conditions for peppers, not a forecast for your garden.</p>
      <dl className="grid grid-cols-2 gap-2">
        {readings.map((r) => (
          <div key={r.label} className="rounded-xl bg-sky-50 p-3">
            <dt className="text-xs text-ink-soft">{r.label}</dt>
            <dd className="text-2xl font-extrabold text-ink">{r.value}</dd>
            <dd className="text-xs text-ink-soft">{r.note}</dd>
          </div>
        ))}
      </dl>
    </InfoCard>
  );
}
