/**
 * Which database variety a recipe's pepper name means. Recipes name peppers as cooks say them ('Kashmiri',
 * 'Facing Heaven'), the database by the variety's own name ('Kashmiri Chili', 'Chao Tian Jiao'). One rule, used
 * by the API, the mocks and the screens, links a name to a variety: its own name, else a documented alias kept
 * in the content, else one of its other names, else the same with a closing 'pepper', 'chili' or 'chile' left
 * off either side. Case, accents, apostrophe style and spacing never matter.
 */
import { foldName } from '../text';

export interface NamedVariety {
  id: number;
  name: string;
  /** The other names the variety goes by. */
  commonNames?: readonly string[];
}

/** Another name a recipe may use for a variety, and why it means that one. */
export interface PepperAlias {
  alias: string;
  /** The variety's own name in the database. */
  variety: string;
  /** Why the alias means that variety (shown to no one; it documents the choice). */
  note: string;
}

/** A name without a closing 'pepper', 'chili', 'chile' or 'chilli' ('Kashmiri Chili' → 'kashmiri'). */
const looseKey = (name: string) =>
  foldName(name)
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+(pepper|peppers|chili|chilies|chile|chiles|chilli|chillies)$/, '')
    .trim();

/**
 * A lookup from a pepper name to the variety it means (null when it means none). Built once from the varieties
 * and the aliases; on a tie the earlier variety of the list wins, so the answer never depends on chance.
 */
export function pepperNameResolver<V extends NamedVariety>(
  varieties: readonly V[],
  aliases: readonly PepperAlias[] = [],
): (name: string) => V | null {
  const byName = new Map<string, V>();
  const byOtherName = new Map<string, V>();
  const byLooseName = new Map<string, V>();
  const keep = (map: Map<string, V>, key: string, v: V) => {
    if (key && !map.has(key)) map.set(key, v);
  };
  for (const v of varieties) keep(byName, foldName(v.name), v);
  for (const a of aliases) {
    const v = byName.get(foldName(a.variety));
    if (v) keep(byOtherName, foldName(a.alias), v);
  }
  for (const v of varieties) for (const n of v.commonNames ?? []) keep(byOtherName, foldName(n), v);
  for (const v of varieties) keep(byLooseName, looseKey(v.name), v);
  for (const v of varieties) for (const n of v.commonNames ?? []) keep(byLooseName, looseKey(n), v);
  return (name) => {
    const key = foldName(name);
    return byName.get(key) ?? byOtherName.get(key) ?? byLooseName.get(looseKey(name)) ?? null;
  };
}

/** A recipe's pepper names with the variety each links to (null when none), in the recipe's order. */
export function linkPeppers(
  names: readonly string[],
  resolve: (name: string) => NamedVariety | null,
): { name: string; pepperId: number | null }[] {
  return names.map((name) => ({ name, pepperId: resolve(name)?.id ?? null }));
}
