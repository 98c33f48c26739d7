import { useSearchParams } from '@pepper/router';
import { useState } from 'react';

/** One input of a tool as its address holds it (`?plants=10`): the field's name is its name in the address. */
export interface AddressInput {
  name: string;
  /** What the tool uses when the address holds nothing it can use. */
  fallback: string;
  /**
   * Whether the tool can use a value the address holds: true to use it as it is, the value to use in its place
   * (an option written another way), or false.
   */
  accepts: (value: string) => boolean | string;
}

/** A value the address can hold for a measure: a number, zero or more. */
export const isMeasure = (value: string) => value.trim() !== '' && Number(value) >= 0;

/** A value the address can hold for a count or a spacing: a number above zero. */
export const isPositive = (value: string) => value.trim() !== '' && Number(value) > 0;

/** A value as a person may type it into an address: case and accents aside ("Jalapeno" for "jalapeño"). */
const looseKey = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A value the address can hold for a choice among these options: one of them, also as a person types it into an
 * address by hand ("Habanero" for "habanero"), which the tool reads as that option.
 */
export const isOneOf =
  (options: readonly string[]) =>
  (value: string): boolean | string =>
    options.includes(value) || (options.find((option) => looseKey(option) === looseKey(value)) ?? false);

/** The address as changed by the inputs so far in the running task, if any changed it. */
let changedThisTask: URLSearchParams | null = null;

/**
 * A tool's input kept in the page's address, so the tool's form (a GET form whose fields are the address) works
 * before and without the page's code, the server renders the answer for the address, and every answer is a link.
 * A value the address brings that the tool cannot use shows the fallback, which is what the answer is for. What a
 * person types stays as typed (an emptied field, a half-typed "2."), and the answer follows it.
 */
export function useAddressInput({ name, fallback, accepts }: AddressInput) {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get(name);
  // What the person typed, while the address still holds it (Back or a link bring a value of their own).
  const [typed, setTyped] = useState<string | null>(null);
  const accepted = inAddress === null ? false : accepts(inAddress);
  const fromAddress = accepted === false ? fallback : accepted === true ? inAddress! : accepted;
  const value = typed !== null && typed === inAddress ? typed : fromAddress;
  const set = (next: string) => {
    setTyped(next);
    // The router builds each change from the address it rendered, so of several changes in one task (the entries
    // of a form's fields made before the code came) only the last would stay: each builds on the one before.
    const query = new URLSearchParams(changedThisTask ?? params);
    query.set(name, next);
    if (!changedThisTask) queueMicrotask(() => (changedThisTask = null));
    changedThisTask = query;
    setParams(query, { replace: true });
  };
  const onChange = (e: { target: { value: string } }) => set(e.target.value);
  return { value, set, field: { name, value, onChange } };
}
