/** A recipe as a list shows it and its search ranks it: everything but its method, which only its own page reads. */
export function recipeSummary<R extends { instructions: unknown }>(recipe: R): Omit<R, 'instructions'> {
  const { instructions: _method, ...summary } = recipe;
  return summary;
}
