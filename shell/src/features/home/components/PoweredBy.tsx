import { queries } from '@pepper/client';
import { useQuery } from '@tanstack/react-query';

/** 'Powered by' the hosting platform the deployment names; a deployment that names none shows no line. */
export function PoweredBy() {
  const hostedBy = useQuery(queries.config()).data?.hostedBy;
  if (!hostedBy) return null;
  return (
    <p className="text-center text-xs text-ink-soft">
      Powered by{' '}
      <a
        href={hostedBy.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-touch items-center font-semibold text-chili-700 underline"
      >
        {hostedBy.name}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
