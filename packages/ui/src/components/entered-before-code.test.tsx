import { MemoryRouter } from '@pepper/router/memory';
import { act, render } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox, Radio } from './Checkable';
import { CountField, Field, SelectField, TextAreaField } from './Field';
import { PepperSearchCombobox } from './SearchCombobox';
import { Select } from './Select';

/** What a page shows beside its field: the answer is written from the state the field's onChange keeps. */
function Answer({ of }: { of: string }) {
  return <output>{of}</output>;
}

/**
 * A page keeping a field's value in state, as the app's pages do, with its answer beside the field. The
 * field's own onChange, when given, hears each change before the page keeps it.
 */
function PageWith({
  start,
  field,
  onChange,
  answer = (value) => value,
}: {
  start: string;
  field: (value: string, set: (value: string) => void) => ReactElement;
  onChange?: (value: string) => void;
  answer?: (value: string) => string;
}) {
  const [value, setValue] = useState(start);
  const set = (next: string) => {
    onChange?.(next);
    setValue(next);
  };
  return (
    <>
      {field(value, set)}
      <Answer of={answer(value)} />
    </>
  );
}

const Plants = ({ onChange }: { onChange?: (plants: string) => void }) => (
  <PageWith
    start="12"
    onChange={onChange}
    answer={(plants) => `answer for ${plants}`}
    field={(plants, setPlants) => (
      <CountField label="Plants" value={plants} onChange={(e) => setPlants(e.target.value)} />
    )}
  />
);

const Transplant = () => (
  <PageWith
    start="2026-05-01"
    field={(date, setDate) => (
      <Field label="Transplant date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
    )}
  />
);

/** The peppers search box, whose choices open a pepper's page in the router. */
const Search = () => (
  <MemoryRouter>
    <PageWith
      start=""
      field={(text, setText) => (
        <PepperSearchCombobox id="search" value={text} onValueChange={setText} peppers={undefined} />
      )}
    />
  </MemoryRouter>
);

const Note = () => (
  <PageWith
    start=""
    field={(note, setNote) => (
      <TextAreaField label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
    )}
  />
);

const HEAT = ['all', 'mild', 'hot'].map((value) => ({ value, label: value }));

const HeatFilter = () => (
  <PageWith
    start="all"
    field={(level, setLevel) => (
      <Select label="Heat level" value={level} onValueChange={setLevel} options={HEAT} />
    )}
  />
);

const HeatField = () => (
  <PageWith
    start="all"
    field={(level, setLevel) => (
      <SelectField
        label="Heat level"
        value={level}
        onChange={(e) => setLevel(e.target.value)}
        options={HEAT}
      />
    )}
  />
);

function Ticked({ onChange }: { onChange?: (checked: boolean) => void }) {
  const [ticked, setTicked] = useState(false);
  return (
    <label>
      <Checkbox
        checked={ticked}
        onChange={(e) => {
          onChange?.(e.target.checked);
          setTicked(e.target.checked);
        }}
      />
      <Answer of={ticked ? 'ticked' : 'not ticked'} />
    </label>
  );
}

function Measures({ onChange }: { onChange: (system: string) => void }) {
  const [system, setSystem] = useState('metric');
  return (
    <fieldset>
      {['metric', 'us'].map((option) => (
        <label key={option}>
          <Radio
            name="system"
            value={option}
            aria-label={option}
            checked={system === option}
            onChange={() => {
              onChange(option);
              setSystem(option);
            }}
          />
        </label>
      ))}
      <Answer of={system} />
    </fieldset>
  );
}

function Uncontrolled({ onChange }: { onChange: (text: string) => void }) {
  return <Field label="Name" name="name" defaultValue="" onChange={(e) => onChange(e.target.value)} />;
}

afterEach(() => document.body.replaceChildren());

/** The server's HTML for a page, changed as a person would before its code runs, then hydrated. */
async function hydratedAfter(page: ReactElement, enter: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  enter(container);
  const errors = vi.spyOn(console, 'error');
  await act(async () => void hydrateRoot(container, page));
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return container;
}

function type(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  field.value = value;
}

const answer = (container: HTMLElement) => container.querySelector('output')!.textContent;

describe('a kit field changed before the page’s code runs', () => {
  it('hands a number typed into it to its onChange, and the page answers for that number', async () => {
    const changes: string[] = [];
    const container = await hydratedAfter(<Plants onChange={(plants) => changes.push(plants)} />, (c) =>
      type(c.querySelector('input')!, '10'),
    );
    expect(changes).toEqual(['10']);
    expect(container.querySelector('input')!.value).toBe('10');
    expect(answer(container)).toBe('answer for 10');
  });

  it('hands a date picked in it to the page', async () => {
    const container = await hydratedAfter(<Transplant />, (c) =>
      type(c.querySelector('input')!, '2026-05-20'),
    );
    expect(answer(container)).toBe('2026-05-20');
    expect(container.querySelector('input')!.value).toBe('2026-05-20');
  });

  it('hands text typed into a search box to the page, in the box before its suggestions load', async () => {
    const container = await hydratedAfter(<Search />, (c) => type(c.querySelector('input')!, 'habanero'));
    expect(answer(container)).toBe('habanero');
    expect(container.querySelector('input')!.value).toBe('habanero');
  });

  it('hands lines written in a text area to the page', async () => {
    const container = await hydratedAfter(<Note />, (c) =>
      type(c.querySelector('textarea')!, 'More reapers'),
    );
    expect(answer(container)).toBe('More reapers');
  });

  it('hands a choice made in a filter select to the page', async () => {
    const container = await hydratedAfter(<HeatFilter />, (c) => type(c.querySelector('select')!, 'hot'));
    expect(answer(container)).toBe('hot');
    expect(container.querySelector('select')!.value).toBe('hot');
  });

  it('hands a choice made in a labelled select to the page', async () => {
    const container = await hydratedAfter(<HeatField />, (c) => type(c.querySelector('select')!, 'mild'));
    expect(answer(container)).toBe('mild');
  });

  it('hands a tick given to a checkbox to its onChange as checked', async () => {
    const changes: boolean[] = [];
    const container = await hydratedAfter(<Ticked onChange={(checked) => changes.push(checked)} />, (c) => {
      c.querySelector('input')!.checked = true;
    });
    expect(changes).toEqual([true]);
    expect(container.querySelector('input')!.checked).toBe(true);
    expect(answer(container)).toBe('ticked');
  });

  it('hands the radio button chosen to its own onChange only, as a person’s choice fires', async () => {
    const changes: string[] = [];
    const container = await hydratedAfter(<Measures onChange={(system) => changes.push(system)} />, (c) => {
      c.querySelector<HTMLInputElement>('input[value="us"]')!.checked = true;
    });
    expect(changes).toEqual(['us']);
    expect(container.querySelector<HTMLInputElement>('input[value="us"]')!.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('input[value="metric"]')!.checked).toBe(false);
    expect(answer(container)).toBe('us');
  });

  it('hands text typed into a field without a controlled value to its onChange', async () => {
    const changes: string[] = [];
    await hydratedAfter(<Uncontrolled onChange={(text) => changes.push(text)} />, (c) =>
      type(c.querySelector('input')!, 'Ada'),
    );
    expect(changes).toEqual(['Ada']);
  });
});

describe('a kit field nobody changed before the code ran', () => {
  it('calls no onChange as it hydrates', async () => {
    const numbers: string[] = [];
    const ticks: boolean[] = [];
    const radios: string[] = [];
    await hydratedAfter(
      <>
        <Plants onChange={(plants) => numbers.push(plants)} />
        <Ticked onChange={(checked) => ticks.push(checked)} />
        <Measures onChange={(system) => radios.push(system)} />
      </>,
      () => undefined,
    );
    expect([numbers, ticks, radios]).toEqual([[], [], []]);
  });

  it('calls no onChange when the app mounts it itself', () => {
    const numbers: string[] = [];
    const ticks: boolean[] = [];
    render(
      <>
        <Plants onChange={(plants) => numbers.push(plants)} />
        <Ticked onChange={(checked) => ticks.push(checked)} />
      </>,
    );
    expect([numbers, ticks]).toEqual([[], []]);
  });

  it('still passes the caller’s ref on to the field', () => {
    const seen: (HTMLInputElement | null)[] = [];
    render(<Field label="Name" ref={(element) => void seen.push(element)} />);
    expect(seen[0]).toBeInstanceOf(HTMLInputElement);
  });
});
