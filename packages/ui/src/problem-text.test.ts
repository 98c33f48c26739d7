import { HttpError } from '@pepper/client';
import { problemText } from './problem-text';

describe('problemText', () => {
  it("gives the API's own message", () =>
    expect(
      problemText(new HttpError(409, '{"message":"That packet has no seeds left."}', '409: conflict')),
    ).toBe('That packet has no seeds left.'));

  it.each([
    ['a failed connection', new TypeError('Failed to fetch')],
    ['nothing at all', null],
  ])('gives a plain line for %s', (_, error) =>
    expect(problemText(error)).toBe('Something went wrong. Please try again.'),
  );
});
