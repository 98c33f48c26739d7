import '../../styles.css';
import { notFoundHead, pepperHead } from '@pepper/content/heads';
import type { Pepper } from '@pepper/contract';
import { queries } from '@pepper/client';
import { leadTimeFor, rangeLabel } from '@pepper/domain/grow-calendar';
import {
  databaseHeatBarPercent,
  shuRangeText,
  showsBomb,
  showsExtremeWarning,
  showsSafetyCard,
  formatShuFull,
  heatLevelLabel,
  typicalShu,
} from '@pepper/domain/heat';
import { climateZoneForOrigin, growDifficulty } from '@pepper/domain/peppers';
import { Badge, CardSection, EmptyState, HeatBadge, HeatBar, PageHead, PageHeader } from '@pepper/ui';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Bomb, ChefHat, Flame, Leaf, SearchX, ShieldAlert, Sprout } from 'lucide-react';
import { useParams } from '@pepper/router';
import { BackButton, DetailFallback, type WayBack } from '../../components/DetailFallback';
import { FavoriteButton } from '../../components/FavoriteButton';
import { DetailSkeleton } from './components/DetailSkeleton';
import { DifficultyStars } from './components/DifficultyStars';
import { GrowThis } from './components/GrowThis';
import { RecipeIdeas } from './components/RecipeIdeas';

const BACK_TO_DATABASE: WayBack = { to: '/peppers', label: 'Back to Database' };

export default function PepperDetailScreen() {
  const { id = '' } = useParams();
  const pepper = useQuery(queries.pepper(id));

  if (pepper.isPending) {
    return (
      <DetailFallback title="Pepper" back={BACK_TO_DATABASE}>
        <DetailSkeleton label="Loading pepper…" />
      </DetailFallback>
    );
  }
  // No such pepper is an answer (null), so the server's document shows it as the browser does.
  if (pepper.isError || pepper.data === null) {
    const notFound = pepper.data === null;
    return (
      <DetailFallback title={notFound ? 'Pepper not found' : 'Error loading pepper'} back={BACK_TO_DATABASE}>
        {notFound ? <PageHead head={notFoundHead} /> : null}
        <EmptyState
          icon={notFound ? SearchX : AlertTriangle}
          title={notFound ? 'Pepper not found' : 'Error loading pepper'}
          description={
            notFound
              ? "This pepper doesn't exist in our database."
              : 'There was a problem loading this pepper.'
          }
          action={<BackButton {...BACK_TO_DATABASE} />}
        />
      </DetailFallback>
    );
  }
  return <PepperDetailView pepper={pepper.data} />;
}

/** A term and its value in the details list (a <dt>/<dd> pair, unlike the kit's inline Fact line). */
function DetailTerm({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd className="text-sm font-medium text-ink">{children}</dd>
    </div>
  );
}

export function PepperDetailView({ pepper }: { pepper: Pepper }) {
  const difficulty = growDifficulty(pepper.shuMax);
  const climate = climateZoneForOrigin(pepper.origin);
  const lead = leadTimeFor(pepper);
  const bomb = showsBomb(pepper.shuMax);
  const shuText = shuRangeText(pepper);

  return (
    <article className="grid grid-cols-1 gap-4">
      <PageHead head={(origin) => pepperHead(origin, pepper)} />
      <PageHeader
        title={pepper.name}
        backTo="/peppers"
        backLabel="Back to Database"
        actions={<FavoriteButton target={{ pepperId: pepper.id }} name={pepper.name} />}
      />

      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
        <img
          src={pepper.imageUrl}
          alt={`${pepper.name} pepper`}
          width={480}
          height={360}
          className="aspect-[4/3] w-full bg-[#fff8f0] object-contain"
        />
        <div className="grid grid-cols-1 gap-2 p-4">
          <p className="text-sm italic text-ink-soft">{pepper.scientificName}</p>
          <div className="flex flex-wrap items-center gap-2">
            <HeatBadge level={pepper.heatLevel} />
            {pepper.featured ? <Badge className="bg-amber-100 text-amber-900">Featured</Badge> : null}
            {bomb ? (
              <Badge className="gap-1 bg-heat-purple-bg text-heat-purple">
                <Bomb aria-hidden className="h-3.5 w-3.5" />
                Over 3 million SHU
              </Badge>
            ) : null}
          </div>
        </div>
      </div>

      {showsExtremeWarning(pepper.shuMax) ? (
        <div
          role="note"
          aria-labelledby="extreme-warning"
          className="flex gap-3 rounded-2xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
        >
          <AlertTriangle aria-hidden className="mt-0.5 h-6 w-6 shrink-0" />
          <div>
            <h2 id="extreme-warning" className="font-bold">
              Extreme Heat Warning
            </h2>
            <p className="text-sm">
              At over 1,000,000 SHU this pepper can cause severe pain, vomiting and breathing difficulty. Use
              a tiny amount, keep it away from children and pets, and never eat it whole on a dare.
            </p>
          </div>
        </div>
      ) : null}

      <CardSection title="Scoville Rating" icon={<Flame aria-hidden className="h-5 w-5 text-chili-700" />}>
        <p className="flex flex-wrap items-center gap-x-2 text-xl font-extrabold text-chili-800">
          {shuText}
          {bomb ? (
            <Bomb role="img" aria-label="Over 3 million SHU" className="h-6 w-6 text-chili-700" />
          ) : null}
        </p>
        {pepper.shuMeasured === false ? (
          // A bar would place an estimate as if it were a measurement.
          <p className="mt-1 text-sm text-ink-soft">
            No measurement of its heat has been published; its heat level is estimated from its pod type.
          </p>
        ) : (
          <>
            <HeatBar
              className="mt-2"
              percent={databaseHeatBarPercent(pepper.shuMax)}
              label={`${pepper.name} heat on the 3,000,000 SHU scale`}
            />
            <p className="mt-1 text-xs text-ink-soft">Bar scaled to 3,000,000 SHU</p>
          </>
        )}
      </CardSection>

      <CardSection title="Details">
        <dl className="grid grid-cols-2 gap-3">
          <DetailTerm label="Origin">{pepper.origin}</DetailTerm>
          <DetailTerm label="Species">{pepper.species}</DetailTerm>
          <DetailTerm label="Days to maturity">{pepper.maturityDays}</DetailTerm>
          <DetailTerm label="Size">{pepper.size}</DetailTerm>
          <DetailTerm label="Color">{pepper.color}</DetailTerm>
          <DetailTerm label="Heat level">
            {heatLevelLabel(pepper.heatLevel)}, typically {formatShuFull(typicalShu(pepper))} SHU
          </DetailTerm>
        </dl>
      </CardSection>

      <CardSection title="Description">
        <p className="text-sm leading-relaxed text-ink">{pepper.description}</p>
      </CardSection>

      <CardSection title="Culinary Uses" icon={<ChefHat aria-hidden className="h-5 w-5 text-chili-700" />}>
        {pepper.culinaryUses.length ? (
          <ul className="flex flex-wrap gap-2">
            {pepper.culinaryUses.map((use) => (
              <li key={use} className="rounded-full bg-chili-50 px-3 py-1 text-sm text-chili-900">
                {use}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-soft">No culinary uses recorded yet.</p>
        )}
      </CardSection>

      <CardSection title="Growing Tips" icon={<Sprout aria-hidden className="h-5 w-5 text-green-700" />}>
        <p className="text-sm leading-relaxed text-ink">{pepper.growingTips}</p>
      </CardSection>

      <CardSection title="Also Known As">
        {pepper.commonNames.length ? (
          <p className="text-sm text-ink">{pepper.commonNames.join(', ')}</p>
        ) : (
          <p className="text-sm text-ink-soft">No other common names.</p>
        )}
      </CardSection>

      <CardSection title="Cultivation Guide" icon={<Leaf aria-hidden className="h-5 w-5 text-green-700" />}>
        <dl className="grid grid-cols-1 gap-3">
          <div className="flex items-center justify-between gap-2">
            <dt className="text-sm font-semibold text-ink-soft">Difficulty</dt>
            <dd className="flex items-center gap-2 text-sm font-semibold">
              {difficulty.label}
              <DifficultyStars stars={difficulty.stars} label={difficulty.label} />
            </dd>
          </div>
          <div className="flex items-center justify-between gap-2">
            <dt className="text-sm font-semibold text-ink-soft">Climate zone</dt>
            <dd className="text-right text-sm font-semibold">{climate}</dd>
          </div>
          <div className="flex items-center justify-between gap-2">
            <dt className="text-sm font-semibold text-ink-soft">Start indoors</dt>
            <dd className="text-right text-sm font-semibold">
              {lead.weeksIndoors} weeks before planting out
            </dd>
          </div>
          <div className="flex items-center justify-between gap-2">
            <dt className="text-sm font-semibold text-ink-soft">Germination</dt>
            <dd className="text-sm font-semibold">{rangeLabel(lead.germinationDays)} days</dd>
          </div>
          <div className="flex items-center justify-between gap-2">
            <dt className="text-sm font-semibold text-ink-soft">Harvest</dt>
            <dd className="text-sm font-semibold">{lead.maturityDays} days from transplant</dd>
          </div>
        </dl>
      </CardSection>

      <GrowThis pepper={pepper} />

      {showsSafetyCard(pepper.shuMax) ? (
        <CardSection
          title="Safety Information"
          icon={<ShieldAlert aria-hidden className="h-5 w-5 text-chili-700" />}
          className="border-orange-300 bg-orange-50"
        >
          <ul className="grid grid-cols-1 list-disc gap-1 pl-5 text-sm text-ink">
            <li>Wear nitrile gloves when cutting; capsaicin oil soaks through skin and lingers.</li>
            <li>
              Keep your hands away from your eyes and face, and wash knives and boards in hot soapy water.
            </li>
            <li>Cook in a ventilated room: the fumes of hot peppers sting eyes and lungs.</li>
            <li>Ease a burning mouth with milk, yoghurt or ice cream, not water.</li>
          </ul>
        </CardSection>
      ) : null}

      <RecipeIdeas pepper={pepper} />
    </article>
  );
}
