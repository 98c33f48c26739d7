import { bindField } from './bind-field';

describe('a bound field', () => {
  it('shows the value it was given', () => {
    expect(bindField('12', () => undefined).value).toBe('12');
  });

  it('hands what is typed to the state it keeps', () => {
    const typed: string[] = [];
    bindField('', (value) => typed.push(value)).onChange({ target: { value: '2026-05-01' } });
    expect(typed).toEqual(['2026-05-01']);
  });
});
