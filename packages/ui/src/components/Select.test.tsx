import { render, screen, within } from '@testing-library/react';
import { optionTexts } from '../testing/render-routes';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';

const HEAT = [
  { value: 'all', label: 'All heat levels' },
  { value: 'mild', label: 'Mild' },
  { value: 'hot', label: 'Hot' },
];

function HeatFilter({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <Select
      label="Heat level"
      value={value}
      onValueChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      options={HEAT}
    />
  );
}

describe('a select in a filter bar', () => {
  it('is the platform select, named by its label, listing its options in order', () => {
    render(<HeatFilter onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Heat level' });
    expect(select.tagName).toBe('SELECT');
    expect(optionTexts(select)).toEqual(['All heat levels', 'Mild', 'Hot']);
    expect(select).toHaveValue('all');
  });

  it('reports the chosen value and shows it as chosen', async () => {
    const chosen: string[] = [];
    render(<HeatFilter onChange={(v) => chosen.push(v)} />);
    const select = screen.getByRole('combobox', { name: 'Heat level' });
    await userEvent.selectOptions(select, 'Hot');
    expect(chosen).toEqual(['hot']);
    expect(select).toHaveValue('hot');
    expect(within(select).getByRole('option', { name: 'Hot' })).toHaveProperty('selected', true);
  });
});
