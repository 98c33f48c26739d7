/**
 * The read-mostly catalog (peppers, recipes, shop items) held in memory. Loaded from the database at
 * start and after every catalog write; other processes notice a write through `meta.catalog_version`
 * (checked at most every few seconds, off the request path).
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
import { catalogVersion } from '../../db/seed.js';
import type { ContentChange } from '../cache/cache-purge.js';
import { BodyCache } from '../../lib/body-cache.js';
import { PepperCatalog, RecipeCatalog } from '@pepper/search';
import { planPrice, type MemberPricedItem } from '@pepper/domain/plans';
import { pepperNameResolver } from '@pepper/domain/recipes';
import { pepperAliases } from '@pepper/content/aliases';
import {
  IMAGE_DIR,
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
  private lastVersionCheck = 0;
  private checking = false;
  /** Told of each reload that found the catalog changed (not of the first load). */
  private readonly changeListeners: ((change: ContentChange) => void)[] = [];

  constructor(
    private readonly db: Knex,
    /** How often to look for catalog writes by other processes. */
    public versionCheckMs = 5000,
  ) {}

  /** Calls `listener` with what changed each time a reload finds a new catalog version. */
  onChange(listener: (change: ContentChange) => void): void {
    this.changeListeners.push(listener);
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
      catalogVersion(this.db),
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
    this.version = version;
    this.lastVersionCheck = Date.now();
  }

  /**
   * Reloads when another process changed the catalog. Runs in the background at most every
   * `versionCheckMs`, so requests keep answering from memory.
   */
  refreshIfStale(): void {
    if (this.checking || Date.now() - this.lastVersionCheck < this.versionCheckMs) return;
    this.checking = true;
    this.lastVersionCheck = Date.now();
    catalogVersion(this.db)
      .then((version) => (version !== this.version ? this.load() : undefined))
      .catch(() => undefined) // a failed check is retried on the next interval
      .finally(() => (this.checking = false));
  }

  /**
   * A recipe's new rating, in this process at once (other processes reload on the version the write bumped).
   * The recipe objects are shared by the lists, the search and the lookups, so one change reaches them all.
   */
  setRating(recipeId: number, summary: { rating: number; ratingCount: number }): void {
    const recipe = this.recipesById.get(recipeId);
    if (!recipe) return;
    recipe.rating = summary.rating;
    recipe.ratingCount = summary.ratingCount;
    this.bodies.clear();
  }

  /** Changes whenever the catalog does: what anything built from it is kept by. */
  get contentVersion(): string {
    return this.version;
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

  /** Every pepper in full, the public recipes and their drawings: what the app keeps to work offline. */
  offlinePack(): OfflinePack {
    const illustrations: Record<string, string> = {};
    const draw = (kind: IllustrationKind, id: number) => {
      const svg = this.drawings.get(`${kind}|${id}`);
      if (svg) illustrations[`/api/images/${IMAGE_DIR[kind]}/${id}.svg`] = svg;
    };
    const peppers = this.peppers.all();
    for (const p of peppers) draw('pepper', p.id);
    for (const r of this.publicRecipes) draw('recipe', r.id);
    return { version: this.version, peppers, recipes: this.publicRecipes, illustrations };
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
