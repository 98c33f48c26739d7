import { foldForSearch } from '../text';

/** Pest severities and the filter's options. */
const PEST_SEVERITIES = ['Low', 'Medium', 'High'] as const;
export const PEST_SEVERITY_OPTIONS = ['All', ...PEST_SEVERITIES] as const;

/** The pest guide's text search, severity and Organic Only filters combine. */
export function filterPests<
  T extends { name: string; description: string; severity: string; organic: boolean },
>(
  pests: readonly T[],
  {
    search = '',
    severity = 'All',
    organicOnly = false,
  }: { search?: string; severity?: string; organicOnly?: boolean },
): T[] {
  const q = foldForSearch(search);
  return pests.filter(
    (p) =>
      (!q || foldForSearch(p.name).includes(q) || foldForSearch(p.description).includes(q)) &&
      (severity === 'All' || !severity || p.severity === severity) &&
      (!organicOnly || p.organic),
  );
}
