/** The spinner a page shows while its code or its first data is on the way. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-chili-100 border-t-chili-700" />
      <span className="sr-only">Loading page…</span>
    </div>
  );
}
