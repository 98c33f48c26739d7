import { Link } from '@pepper/router';

/** Says the record an address names is not there, with the way back to its list. */
export function RecordNotFound({ what, to, back }: { what: string; to: string; back: string }) {
  return (
    <p role="alert" className="text-sm text-ink">
      {what} was not found.{' '}
      <Link to={to} className="font-semibold underline">
        {back}
      </Link>
    </p>
  );
}
