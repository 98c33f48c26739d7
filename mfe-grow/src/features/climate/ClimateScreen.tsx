import '../../styles.css';
import {
  climateReading,
  CLIMATE_ZONES,
  startIndoorsAdvice,
  type ClimateBand,
  type ClimateZoneName,
} from '@pepper/domain/grow-calendar';
import {
  Bullets,
  Button,
  Card,
  InfoCard,
  ListSection,
  PageFrame,
  PointCards,
  SectionTab,
  SectionTabs,
  useCodeHasCome,
} from '@pepper/ui';
import { LocateFixed, Loader2, MapPin } from 'lucide-react';
import {
  GLOBAL_VIEW,
  GROWING_CALENDARS,
  LOCAL_FACTORS,
  SEASONS,
  ZONE_DETAILS,
} from '@pepper/content/grow/climate';
import { FrostDatesSummary } from '../../components/FrostDatesSummary';
import { useDeviceLocation } from '../../components/useDeviceLocation';

/** The static zone a latitude band belongs to (deserts cannot be told from latitude alone). */
const ZONE_FOR_BAND: Record<ClimateBand, ClimateZoneName> = {
  Tropical: 'Tropical/Subtropical',
  Subtropical: 'Tropical/Subtropical',
  Temperate: 'Temperate/Mediterranean',
  Continental: 'Continental/Northern',
  'Arctic/Subarctic': 'Continental/Northern',
};

const coords = (lat: number, lon: number) =>
  `${Math.abs(lat).toFixed(1)}°${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lon).toFixed(1)}°${lon >= 0 ? 'E' : 'W'}`;

/** A card of short notes, each led by what it is about. */
function NamedNotes({ title, notes }: { title: string; notes: readonly { name: string; text: string }[] }) {
  return (
    <InfoCard title={title}>
      <ul className="grid gap-2 text-sm">
        {notes.map((n) => (
          <li key={n.name}>
            <span className="font-semibold">{n.name}:</span> {n.text}
          </li>
        ))}
      </ul>
    </InfoCard>
  );
}

/** /grow/climate: the Climate Zones Guide. */
export default function ClimateScreen() {
  const { position, detecting, detect } = useDeviceLocation({ askOnLoad: true });
  // Finding the reader needs the page's code: until it comes the button shows as busy.
  const live = useCodeHasCome();
  const busy = detecting || !live;
  const reading = position ? climateReading(position.lat, position.lon, new Date().getMonth()) : null;
  const variant = reading?.calendar ?? 'northern';
  const calendar = GROWING_CALENDARS[variant];
  const userZone = reading ? ZONE_FOR_BAND[reading.band] : null;

  return (
    <PageFrame area="Grow" title="Climate Zones Guide" subtitle="Your zone, season and growing calendar">
      <Card className="grid gap-3">
        <div aria-live="polite" className="grid gap-1">
          {reading && position ? (
            <div className="grid gap-1" data-testid="climate-reading">
              <p className="flex items-center gap-1 text-sm text-ink-soft">
                <MapPin aria-hidden className="h-4 w-4" />
                {coords(position.lat, position.lon)} · {reading.region}
              </p>
              <h2 className="text-lg font-bold text-ink">{reading.band} climate</h2>
              <p className="text-sm text-ink">
                Season: <strong>{reading.season}</strong>
              </p>
              <p className="text-sm text-ink">
                <span className="font-semibold">Right now:</span> {reading.recommendation}
              </p>
              <FrostDatesSummary lat={position.lat} lon={position.lon} />
            </div>
          ) : (
            <div className="grid gap-1">
              <h2 className="text-lg font-bold text-ink">Find your climate</h2>
              <p className="text-sm text-ink-soft">
                Tap Detect My Location to see your climate zone, the season where you are, what to do in the
                garden now and your average frost dates. Only a position rounded to about 25 km leaves this
                device, to look up the frost dates.
              </p>
            </div>
          )}
        </div>
        <Button onClick={detect} disabled={busy} aria-busy={busy}>
          {busy ? (
            <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
          ) : (
            <LocateFixed aria-hidden className="h-4 w-4" />
          )}
          {detecting ? 'Detecting...' : 'Detect My Location'}
        </Button>
      </Card>

      <ListSection
        title={calendar.title}
        intro={calendar.note}
        items={calendar.months}
        keyOf={(m) => m.months}
        ordered
        className="grid gap-2"
        data-testid="growing-calendar"
        data-variant={variant}
        itemClassName="rounded-xl border border-stone-200 bg-white p-3 text-sm"
      >
        {(m) => (
          <>
            <span className="block font-semibold text-ink">{m.months}</span>
            <span className="text-ink-soft">{m.task}</span>
          </>
        )}
      </ListSection>

      <SectionTabs label="Climate guide sections" inAddress>
        <SectionTab value="zones" title="Zones" className="grid gap-3">
          {reading && userZone ? (
            <InfoCard title="Your Zone" className="border-green-700">
              <p className="text-sm text-ink">
                {reading.band} band: by latitude, your closest match is <strong>{userZone}</strong> (hardiness
                zones {CLIMATE_ZONES.find((z) => z.zone === userZone)!.hardiness}).
              </p>
              <p className="text-sm text-ink-soft">{ZONE_DETAILS[userZone].growingSeason}</p>
              <p className="text-sm text-ink-soft">
                Latitude is only a first guess: coasts and cities can run a zone or two milder, high ground
                and continental interiors a zone or two colder (see Local Factors). If you get under 10-15 in
                (250-380 mm) of rain a year, follow the Desert/Arid advice instead.
              </p>
            </InfoCard>
          ) : null}
          {CLIMATE_ZONES.map((z) => {
            const d = ZONE_DETAILS[z.zone];
            return (
              <InfoCard
                key={z.zone}
                title={z.zone}
                aside={
                  <span className="shrink-0 text-xs font-semibold text-ink-soft">Zones {z.hardiness}</span>
                }
              >
                <p className="text-sm text-ink-soft">{d.region}</p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-sm">
                  <dt className="font-semibold">Temperature</dt>
                  <dd>{d.temperature}</dd>
                  <dt className="font-semibold">Humidity</dt>
                  <dd>{d.humidity}</dd>
                  <dt className="font-semibold">Rainfall</dt>
                  <dd>{d.rainfall}</dd>
                  <dt className="font-semibold">Season</dt>
                  <dd>{d.growingSeason}</dd>
                </dl>
                <p className="text-sm font-semibold">Best for</p>
                <Bullets items={d.bestFor} />
                <p className="text-sm font-semibold">Challenges</p>
                <Bullets items={d.challenges} />
                <p className="text-sm font-semibold">Tips</p>
                <Bullets items={d.tips} />
                <p className="text-sm">
                  <span className="font-semibold">Varieties to try:</span> {d.varieties.join(', ')}
                </p>
              </InfoCard>
            );
          })}
        </SectionTab>
        <SectionTab value="seasons" title="Seasons" className="grid gap-3">
          <PointCards
            items={SEASONS}
            titleOf={(s) => s.title}
            // Spring starts with when to sow, from the lead-time rule.
            pointsOf={(s) => (s === SEASONS[0] ? [startIndoorsAdvice(), ...s.points] : s.points)}
          />
        </SectionTab>
        <SectionTab value="local" title="Local Factors" className="grid gap-3">
          {LOCAL_FACTORS.map((f) => (
            <InfoCard key={f.title} title={f.title}>
              <p className="text-sm text-ink">{f.text}</p>
            </InfoCard>
          ))}
        </SectionTab>
        <SectionTab value="global" title="Global" className="grid gap-3">
          <NamedNotes title="Regions" notes={GLOBAL_VIEW.regions} />
          <NamedNotes
            title="Latitude Bands"
            notes={GLOBAL_VIEW.latitudeBands.map((b) => ({ name: b.band, text: b.text }))}
          />
          <InfoCard title="Hemisphere Timing">
            <Bullets items={GLOBAL_VIEW.hemisphereTiming} />
          </InfoCard>
        </SectionTab>
      </SectionTabs>
    </PageFrame>
  );
}
