/**
 * The read-mostly catalog (peppers, recipes, shop items) held in memory. Loaded from the database at
 * start and after every catalog write; other processes notice a write through `meta.catalog_version`
 * (checked at most every few seconds, off the request path). Star ratings change far more often than the
 * content and touch one recipe each: they have a version of their own (`meta.ratings_version`), and a new one
 * reloads only the recipes' averages, so a rating leaves every other answer, page and cached body as it was.
 */
import type {
  GrowKit,
  Merchandise,
  OfflinePack,
  Pepper,
  PepperCard,
  PepperPage,
  PepperQuery,
  PlanType,
  PremiumRecipe,
  Recipe,
  RecipeQuery,
  Stats,
} from '@pepper/contract';
import type { Knex } from 'knex';
import type { ContentChange } from '../cache/cache-purge.js';
import { BodyCache } from '../../lib/body-cache.js';
import { surrogateKeys } from '../../lib/cache-rules.js';
import { ratingSummaries, versions, type RatingSummary } from './ratings.js';
import { PepperCatalog, RecipeCatalog } from '@pepper/search';
import { planPrice, type MemberPricedItem } from '@pepper/domain/plans';
import { pepperNameResolver } from '@pepper/domain/recipes';
import { pepperAliases } from '@pepper/content/aliases';
import {
  illustrate,
  list,
  prices,
  toPepper,
  toRecipe,
  type IllustrationKind,
  type Row,
} from './catalog-rows.js';
import { pepperSvg, shopItemSvg } from '@pepper/content/illustrations';

export { PREMIUM_RECIPE_LABEL, type IllustrationKind } from './catalog-rows.js';

/** The cached bodies that hold recipes with their ratings (lists, searches, members' recipes). */
const RECIPE_BODIES = ['recipes|', 'recipe-summaries|', 'premium-recipes|'];

const summaryText = ({ rating, ratingCount }: RatingSummary) => `${rating}/${ratingCount}`;

export class Catalog {
  private peppers = new PepperCatalog([]);
  publicRecipes: Recipe[] = [];
  premiumRecipes: PremiumRecipe[] = [];
  recipesById = new Map<number, Recipe | PremiumRecipe>();
  private kits: {
    base: Omit<GrowKit, 'originalPrice' | 'discountPercent' | 'discountedPrice'>;
    price: MemberPricedItem;
  }[] = [];
  private merch: {
    base: Omit<Merchandise, 'originalPrice' | 'discountPercent' | 'discountedPrice'>;
    price: MemberPricedItem;
  }[] = [];
  stats!: Stats;
  private drawings = new Map<string, string>();
  private recipes = new RecipeCatalog<Recipe>([]);
  /** Serialized, compressed responses; cleared on every reload. */
  readonly bodies = new BodyCache();
  private version = '';
  private ratingsVersion = '';
  /** Each recipe's average and count as last read, to find which recipes a new ratings version changed. */
  private ratingsRead = new Map<number, string>();
  /** How many times each recipe's rating changed in this process since the catalog was loaded. */
  private readonly ratingChanges = new Map<number, number>();
  private lastVersionCheck = 0;
  private checking = false;
  /** Notified of each reload that found the catalog changed (not of the first load). */
  private readonly changeListeners: ((change: ContentChange) => void)[] = [];
  /** Notified of the recipes whose ratings a new ratings version changed. */
  private readonly ratingListeners: ((recipeIds: number[]) => void)[] = [];

  constructor(
    private readonly db: Knex,
    /** How often to look for catalog writes by other processes. */
    public versionCheckMs = 5000,
  ) {}

  /** Calls `listener` with what changed each time a reload finds a new catalog version. */
  onChange(listener: (change: ContentChange) => void): void {
    this.changeListeners.push(listener);
  }

  /** Calls `listener` with the recipes whose average or count changed, each time a new ratings version is read. */
  onRatingsChange(listener: (recipeIds: number[]) => void): void {
    this.ratingListeners.push(listener);
  }

  async load(): Promise<void> {
    const before = this.version ? { version: this.version, items: this.itemTexts() } : null;
    await this.loadRows();
    if (!before || before.version === this.version) return;
    const after = this.itemTexts();
    const changed = (kind: 'pepper' | 'recipe') =>
      [...new Set([...before.items.keys(), ...after.keys()])]
        .filter((key) => key.startsWith(`${kind}:`) && before.items.get(key) !== after.get(key))
        .map((key) => Number(key.slice(kind.length + 1)));
    const change = { peppers: changed('pepper'), recipes: changed('recipe') };
    for (const listener of this.changeListeners) listener(change);
  }

  /** Each pepper and recipe as text, to tell which a reload changed. */
  private itemTexts(): Map<string, string> {
    const items = new Map<string, string>();
    for (const pepper of this.peppers.all()) items.set(`pepper:${pepper.id}`, JSON.stringify(pepper));
    for (const [id, recipe] of this.recipesById) items.set(`recipe:${id}`, JSON.stringify(recipe));
    return items;
  }

  private async loadRows(): Promise<void> {
    const [version, pepperRows, recipeRows, kitRows, merchRows] = await Promise.all([
      versions(this.db),
      this.db('peppers').select(),
      this.db('recipes').select().orderBy('id'),
      this.db('grow_kits').select().orderBy('id'),
      this.db('merchandise').select().orderBy('id'),
    ]);
    const drawings = new Map<string, string>();
    const peppers = new PepperCatalog(pepperRows.map((row: Row) => toPepper(row, drawings)));
    this.peppers = peppers;

    const resolve = pepperNameResolver(peppers.all(), pepperAliases);
    const recipes = recipeRows.map((row: Row) => toRecipe(row, drawings, resolve));
    this.publicRecipes = recipes.filter((r: Recipe | PremiumRecipe) => !('premiumTier' in r));
    this.recipes = new RecipeCatalog(this.publicRecipes);
    this.premiumRecipes = recipes.filter(
      (r: Recipe | PremiumRecipe): r is PremiumRecipe => 'premiumTier' in r,
    );
    this.recipesById = new Map(recipes.map((r: Recipe) => [r.id, r]));

    this.kits = kitRows.map((r: Row) => ({
      base: {
        id: Number(r.id),
        name: String(r.name),
        description: String(r.description),
        imageUrl: illustrate(drawings, 'grow-kit', Number(r.id), shopItemSvg(String(r.name), 'grow-kit')),
        difficultyLevel: r.difficulty_level as GrowKit['difficultyLevel'],
        includes: list(r.includes),
      },
      price: prices(r),
    }));
    this.merch = merchRows.map((r: Row) => ({
      base: {
        id: Number(r.id),
        name: String(r.name),
        description: String(r.description),
        imageUrl: illustrate(
          drawings,
          'merchandise',
          Number(r.id),
          shopItemSvg(String(r.name), 'merchandise'),
        ),
        category: r.category as Merchandise['category'],
      },
      price: prices(r),
    }));

    const hottest = peppers
      .all()
      .reduce<Pepper | null>((top, pepper) => (!top || pepper.shuMax > top.shuMax ? pepper : top), null);
    this.stats = {
      varieties: peppers.size,
      recipes: this.publicRecipes.length,
      premiumRecipes: this.premiumRecipes.length,
      originCountries: new Set(peppers.all().map((p) => p.country)).size,
      hottestShu: hottest?.shuMax ?? 0,
      hottestName: hottest?.name ?? '',
    };
    this.drawings = drawings;
    this.bodies.clear();
    this.version = version.catalog;
    this.ratingsVersion = version.ratings;
    this.ratingsRead = new Map(recipes.map((r: Recipe) => [r.id, summaryText(r)]));
    this.ratingChanges.clear();
    this.lastVersionCheck = Date.now();
  }

  /** Reads every recipe's average and count again, applies the ones that changed and notifies the listeners. */
  private async loadRatings(ratingsVersion: string): Promise<void> {
    const summaries = await ratingSummaries(this.db);
    const changed: number[] = [];
    for (const [id, summary] of summaries) {
      if (!this.recipesById.has(id) || this.ratingsRead.get(id) === summaryText(summary)) continue;
      this.ratingsRead.set(id, summaryText(summary));
      this.setRating(id, summary);
      changed.push(id);
    }
    this.ratingsVersion = ratingsVersion;
    if (changed.length) for (const listener of this.ratingListeners) listener(changed);
  }

  /**
   * Reloads when another process changed the catalog. Runs in the background at most every
   * `versionCheckMs`, so requests keep answering from memory.
   */
  refreshIfStale(): void {
    if (Date.now() - this.lastVersionCheck < this.versionCheckMs) return;
    this.checkInBackground();
  }

  /**
   * Looks for another process's writes now, unless a look is under way. The background timer calls this on
   * every tick: gated by `versionCheckMs` too, a tick landing a moment early, or just after a request's own look,
   * would skip, and a change would wait two intervals.
   */
  checkInBackground(): void {
    if (this.checking) return;
    this.checking = true;
    this.lastVersionCheck = Date.now();
    this.checkVersions()
      .catch(() => undefined) // a failed check is retried on the next interval
      .finally(() => (this.checking = false));
  }

  /** Reads what changed since the last look: the whole catalog on a new catalog version, else any new ratings. */
  async checkVersions(): Promise<void> {
    const version = await versions(this.db);
    if (version.catalog !== this.version) await this.load();
    else if (version.ratings !== this.ratingsVersion) await this.loadRatings(version.ratings);
  }

  /**
   * A recipe's new rating, in this process at once (other processes read it on the ratings version the write
   * bumped). The recipe objects are shared by the lists, the search and the lookups, so one change reaches
   * them all; of the cached bodies only those that hold recipes are built again.
   */
  setRating(recipeId: number, summary: RatingSummary): void {
    const recipe = this.recipesById.get(recipeId);
    if (!recipe || summaryText(recipe) === summaryText(summary)) return;
    recipe.rating = summary.rating;
    recipe.ratingCount = summary.ratingCount;
    this.ratingChanges.set(recipeId, (this.ratingChanges.get(recipeId) ?? 0) + 1);
    this.bodies.deleteWhere((key) => RECIPE_BODIES.some((prefix) => key.startsWith(prefix)));
  }

  /** Changes whenever the catalog does: part of the cache key of anything built from it. */
  get contentVersion(): string {
    return this.version;
  }

  /**
   * What the public answer at `path` was built from: the catalog's version, and for a recipe's own page (its
   * average is in its head and on the page) how often that recipe's rating changed since.
   */
  versionOf(path: string): string {
    const recipe = surrogateKeys(path).find((key) => key.startsWith('recipe-'));
    const changes = recipe ? this.ratingChanges.get(Number(recipe.slice('recipe-'.length))) : undefined;
    return changes ? `${this.version} rated ${changes}` : this.version;
  }

  pepper(id: number): Pepper | undefined {
    return this.peppers.get(id);
  }

  allPeppers(): Pepper[] {
    return this.peppers.all();
  }

  allPepperCards(): PepperCard[] {
    return this.peppers.cards();
  }

  findPeppers(q: PepperQuery): PepperPage {
    return this.peppers.find(q);
  }

  pepperLetters(): string[] {
    return this.peppers.letters();
  }

  suggestPeppers(text: string): PepperCard[] {
    return this.peppers.suggest(text);
  }

  findRecipes(q: RecipeQuery): Recipe[] {
    return this.recipes.find(q);
  }

  growKits(plan: PlanType): GrowKit[] {
    return this.kits.map(({ base, price }) => ({ ...base, ...planPrice(price, plan) }));
  }

  merchandise(plan: PlanType): Merchandise[] {
    return this.merch.map(({ base, price }) => ({ ...base, ...planPrice(price, plan) }));
  }

  /** One kit or merchandise item with its prices, for pricing a checkout; undefined when there is none. */
  shopItem(
    kind: 'grow-kit' | 'merchandise',
    id: number,
  ): { name: string; description: string; price: MemberPricedItem } | undefined {
    const found = (kind === 'grow-kit' ? this.kits : this.merch).find((k) => k.base.id === id);
    return found && { name: found.base.name, description: found.base.description, price: found.price };
  }

  /** Every pepper in full: what the app keeps to work offline beside the public recipes' list. */
  offlinePack(): OfflinePack {
    return { version: this.version, peppers: this.peppers.all() };
  }

  /** The SVG illustration of an item, or null when there is no such item. */
  drawing(kind: IllustrationKind, id: number): string | null {
    const kept = this.drawings.get(`${kind}|${id}`);
    if (kept) return kept;
    // A pepper with a researched photo was not drawn at load; its illustration is still served.
    const pepper = kind === 'pepper' ? this.pepper(id) : undefined;
    return pepper ? pepperSvg(pepper) : null;
  }
}
