/** The trimmed search text, or null when blank. */
function normaliseSearch(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed ? trimmed : null;
}

/** '/peppers?search=' + the trimmed, URL-encoded text; null (ignored) when blank. */
export function searchHref(text: string | null | undefined): string | null {
  const q = normaliseSearch(text);
  return q === null ? null : `/peppers?search=${encodeURIComponent(q)}`;
}
