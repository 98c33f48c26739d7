import { Ban } from 'lucide-react';
import { NO_PAYMENTS_NOTE } from './payments';

/** The plain reason a buy or subscribe button is disabled on a server without payments. */
export function PaymentsOffNote({ id }: { id?: string }) {
  return (
    <p
      id={id}
      role="note"
      className="flex items-start gap-2 rounded-lg bg-stone-100 px-3 py-2 text-sm text-ink"
    >
      <Ban aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{NO_PAYMENTS_NOTE}</span>
    </p>
  );
}
