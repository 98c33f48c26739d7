import { queries } from '@pepper/client';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Camera, Dice5, Flame, Leaf, Shuffle, Thermometer, Wine, Database } from 'lucide-react';
import { Link } from '@pepper/router';
import { useState } from 'react';
import { HomeHeader } from './components/HomeHeader';
import { PepperOfTheDay } from './components/PepperOfTheDay';
import { PopularPeppers } from './components/PopularPeppers';
import { SearchBox } from './components/SearchBox';
import { PoweredBy } from './components/PoweredBy';
import { ShopCard } from './components/ShopCard';
import { SuggestionForm } from './components/SuggestionForm';
import { Tile } from './components/Tile';

export default function HomePage() {
  const peppers = useQuery(queries.peppers());
  const stats = useQuery(queries.stats());
  const [today] = useState(() => new Date());
  const varieties = stats.data?.varieties;
  const recipes = stats.data?.recipes;

  return (
    <div className="grid gap-5">
      <HomeHeader />
      <SearchBox />

      <nav aria-label="Explore the atlas" className="grid grid-cols-2 gap-3">
        <Tile to="/random" title="Random" subtitle="Discover varieties" icon={Shuffle} tone="orange" />
        <Tile to="/scoville" title="Heat Index" subtitle="Scale: 0-500M SHU" icon={Thermometer} tone="red" />
        <Tile
          to="/peppers"
          title="Database"
          subtitle={varieties ? `${varieties} pepper varieties` : 'Pepper varieties'}
          icon={Database}
          tone="stone"
        />
        <Tile to="/grow" title="Grow Guide" subtitle="From seed to harvest" icon={Leaf} tone="green" />
      </nav>

      {peppers.isError ? (
        <p role="alert" className="rounded-2xl bg-white p-4 text-sm text-chili-800">
          Failed to fetch peppers
        </p>
      ) : (
        <>
          {/* Both keep their shape while the list loads, so the page below does not move when it arrives. */}
          <p role="status" className="sr-only">
            {peppers.isPending ? 'Loading peppers…' : ''}
          </p>
          <PepperOfTheDay peppers={peppers.data?.peppers} today={today} />
          <PopularPeppers peppers={peppers.data?.peppers} />
        </>
      )}

      <section aria-labelledby="explore">
        <h2 id="explore" className="mb-2 text-lg font-bold">
          Explore
        </h2>
        <div className="grid grid-cols-2 gap-3">
          <Tile
            to="/recipes"
            title="Recipes"
            subtitle={recipes ? `${recipes}+ spicy recipes` : 'Spicy recipes'}
            icon={BookOpen}
            tone="red"
          />
          <Tile to="/identify" title="Identify" subtitle="AI pepper recognition" icon={Camera} tone="stone" />
          <Tile to="/pairing" title="Pairing" subtitle="Drinks and dishes" icon={Wine} tone="orange" />
          <Tile
            to="/tools/heat-calc"
            title="Heat Calculator"
            subtitle="Blend your heat"
            icon={Flame}
            tone="green"
          />
        </div>
      </section>

      <SuggestionForm />
      <ShopCard />

      <PoweredBy />

      {/* Floats over the phone column's right edge, not the window's. */}
      <div className="pointer-events-none fixed inset-x-0 bottom-20 z-20 mx-auto flex max-w-phone justify-end px-4">
        <Link
          to="/random"
          aria-label="Random pepper"
          className="pointer-events-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-chili-700 text-white shadow-lg"
        >
          <Dice5 aria-hidden className="h-7 w-7" />
        </Link>
      </div>
    </div>
  );
}
