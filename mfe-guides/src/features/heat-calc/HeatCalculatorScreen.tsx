import '../../styles.css';
import { queries } from '@pepper/client';
import {
  blendLevel,
  blendLevelLegend,
  blendShu,
  canRemoveIngredient,
  formatShuFull,
  QUICK_ADD_AMOUNT,
  QUICK_ADD_PEPPERS,
  removeIngredient,
  heatScaleLevel,
  heatBesideLevel,
  heatLevelLabel,
  typicalShu,
  type Ingredient,
} from '@pepper/domain/heat';
import { formatCount } from '@pepper/domain/numbers';
import { Button, Card, CardTitle, cn, HEAT_LEVEL_COLORS, SearchCombobox } from '@pepper/ui';
import { useLocation, useSearchParams } from '@pepper/router';
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { BLEND_ACTIONS, BLEND_FIELDS, blendAddress, blendFromAddress } from './blend-in-address';
import { IntegerField } from './IntegerField';
import { GuidePage } from '../../components/GuidePage';

type Fields = Omit<Ingredient, 'id'>;

/** A pepper looked up by name: the heat it filled in, and where that came from. */
interface LookedUp {
  shu: number;
  note: string;
}

/** With the page's code each button changes the blend in place; the form is sent only before the code, or without it. */
const changeInPlace = (event: FormEvent) => event.preventDefault();

/**
 * An ingredient's name: typing a pepper's name offers the database's peppers, and choosing one fills in its
 * heat, the variety's typical SHU (the figure its level comes from).
 */
function PepperNameField({
  id,
  value,
  onType,
  onPick,
}: {
  id: string;
  value: string;
  onType: (name: string) => void;
  onPick: (pepper: { name: string; shuMin: number; shuMax: number; heatLevel: string }) => void;
}) {
  const suggestions = useQuery(queries.suggestPeppers(value));
  const peppers = value.trim().length >= 2 ? (suggestions.data ?? []) : [];
  return (
    <div className="grid flex-1 gap-1 text-xs font-semibold text-ink-soft">
      <span aria-hidden>Name</span>
      <SearchCombobox
        id={id}
        label="Name"
        placeholder="e.g. Habanero"
        value={value}
        onValueChange={onType}
        suggestions={peppers.map((p) => ({
          id: p.id,
          name: p.name,
          detail: `${heatLevelLabel(p.heatLevel)} · typically ${heatBesideLevel(p, 'full')}`,
        }))}
        onChoose={(s) => {
          const pepper = peppers.find((p) => p.id === s.id);
          if (pepper) onPick(pepper);
        }}
        inputClassName="min-h-touch w-full rounded-xl border border-stone-300 bg-white px-3 text-base font-normal text-ink"
      />
    </div>
  );
}

export default function HeatCalculatorScreen() {
  const formId = useId();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  // The blend is kept in the address: the server renders it, and each change here writes it back.
  const ingredients = blendFromAddress(params);
  // A looked-up pepper's note stands while its row keeps the name and heat the lookup gave it.
  const [lookups, setLookups] = useState<Record<string, LookedUp>>({});

  const edit = (change: (list: Ingredient[]) => Fields[]) =>
    setParams((prev) => blendAddress(change(blendFromAddress(prev))), { replace: true });
  const update = (id: string, fields: Partial<Fields>) =>
    edit((list) => list.map((i) => (i.id === id ? { ...i, ...fields } : i)));
  const add = (fields: Fields) => edit((list) => [...list, fields]);
  const remove = (id: string) => edit((list) => removeIngredient(list, id));

  const shu = blendShu(ingredients);
  const level = blendLevel(shu);
  const totalGrams = ingredients.reduce((sum, i) => sum + i.amount, 0);
  const removable = canRemoveIngredient(ingredients.length);

  return (
    <GuidePage title="Heat Calculator" subtitle="How hot will the blend be?">
      <section
        aria-labelledby="blend-result"
        className="grid gap-1 rounded-2xl border border-stone-200 bg-white p-4 text-center shadow-sm"
      >
        <h2 id="blend-result" className="text-sm font-semibold text-ink-soft">
          Blended heat
        </h2>
        <p aria-live="polite" aria-atomic="true" className="grid justify-items-center gap-1">
          <span className="text-3xl font-extrabold tabular-nums text-ink" data-testid="blend-shu">
            {formatShuFull(shu)} SHU
          </span>
          <span
            className={cn(
              'rounded-full px-3 py-0.5 text-sm font-bold',
              HEAT_LEVEL_COLORS[heatScaleLevel(shu).level].fill,
            )}
            data-testid="blend-level"
          >
            {level}
          </span>
        </p>
        <p className="text-xs text-ink-soft">
          {ingredients.length} {ingredients.length === 1 ? 'ingredient' : 'ingredients'},{' '}
          {formatCount(totalGrams)} g in total
        </p>
        {/* First of the form's buttons, so Enter in a field sends the blend rather than adding or removing a row. */}
        <Button type="submit" form={formId} variant="outline" size="sm" className="justify-self-center">
          Work Out Heat
        </Button>
      </section>

      <form id={formId} method="get" action={pathname} onSubmit={changeInPlace} className="grid gap-6">
        <section aria-labelledby="ingredients-title" className="grid gap-3">
          <h2 id="ingredients-title" className="text-lg font-bold text-ink">
            Ingredients
          </h2>
          <ol className="grid gap-3">
            {ingredients.map((ingredient, index) => {
              const name = ingredient.name.trim() || `Ingredient ${index + 1}`;
              const lookup = lookups[ingredient.name];
              const lookedUp = lookup && lookup.shu === ingredient.shu ? lookup.note : null;
              return (
                <li key={ingredient.id}>
                  <Card className="grid gap-2 p-3" role="group" aria-label={name}>
                    <div className="flex items-end gap-2">
                      <PepperNameField
                        id={`${ingredient.id}-name`}
                        value={ingredient.name}
                        // A name typed by hand keeps the heat typed for it.
                        onType={(text) => update(ingredient.id, { name: text })}
                        onPick={(pepper) => {
                          const shu = typicalShu(pepper);
                          const note = `${pepper.name}: ${heatLevelLabel(pepper.heatLevel)}, typically ${heatBesideLevel(pepper, 'full')} (${heatBesideLevel(pepper, 'range')}).`;
                          setLookups((known) => ({ ...known, [pepper.name]: { shu, note } }));
                          update(ingredient.id, { name: pepper.name, shu });
                        }}
                      />
                      <input type="hidden" name={BLEND_FIELDS.name} value={ingredient.name} />
                      {removable ? (
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Remove ${name}`}
                          type="submit"
                          name={BLEND_ACTIONS.remove}
                          value={index}
                          onClick={() => remove(ingredient.id)}
                        >
                          <X aria-hidden className="h-5 w-5" />
                        </Button>
                      ) : null}
                    </div>
                    <div className="grid grid-cols-2 gap-2">
                      <IntegerField
                        label="Heat (SHU)"
                        name={BLEND_FIELDS.shu}
                        value={ingredient.shu}
                        onChange={(v) => update(ingredient.id, { shu: v })}
                      />
                      <IntegerField
                        label="Amount (grams)"
                        name={BLEND_FIELDS.amount}
                        value={ingredient.amount}
                        onChange={(v) => update(ingredient.id, { amount: v })}
                      />
                    </div>
                    {lookedUp ? <p className="text-xs text-ink-soft">From the database: {lookedUp}</p> : null}
                  </Card>
                </li>
              );
            })}
          </ol>
          <Button
            variant="outline"
            type="submit"
            name={BLEND_ACTIONS.add}
            value=""
            onClick={() => add({ name: '', shu: 0, amount: QUICK_ADD_AMOUNT })}
          >
            <Plus aria-hidden className="h-4 w-4" /> Add ingredient
          </Button>
        </section>

        <section aria-labelledby="quick-add-title" className="grid gap-2">
          <h2 id="quick-add-title" className="text-lg font-bold text-ink">
            Quick add
          </h2>
          <p className="text-sm text-ink-soft">Each adds {QUICK_ADD_AMOUNT} g of a typical pepper.</p>
          <div className="grid grid-cols-2 gap-2">
            {QUICK_ADD_PEPPERS.map((p) => (
              <Button
                key={p.name}
                variant="outline"
                size="sm"
                className="justify-between"
                aria-label={`Add ${p.name}, ${formatShuFull(p.shu)} SHU`}
                type="submit"
                name={BLEND_ACTIONS.add}
                value={p.name}
                onClick={() => add({ name: p.name, shu: p.shu, amount: p.amount })}
              >
                <span>{p.name}</span>
                <span className="text-xs font-normal tabular-nums text-ink-soft">{formatShuFull(p.shu)}</span>
              </Button>
            ))}
          </div>
        </section>
      </form>

      <Card>
        <CardTitle>How the blend is worked out</CardTitle>
        <p className="mt-2 text-sm leading-relaxed text-ink">
          Each pepper counts in proportion to its weight: 100 g of jalapeño (5,000 SHU) with 100 g of habanero
          (200,000 SHU) gives 102,500 SHU. Real heat also depends on the fruit, the seeds and ribs you keep,
          and cooking, so treat the figure as a guide.
        </p>
        <p className="mt-2 text-sm text-ink-soft">Levels of the heat scale: {blendLevelLegend()}.</p>
        <p className="mt-2 text-sm text-ink-soft">
          Type a pepper’s name to look up its heat: the database’s typical figure, halfway through its range.
        </p>
      </Card>
    </GuidePage>
  );
}
