import type { SeasonNote } from '@pepper/contract';
import { Link } from '@pepper/router';
import { CalendarX } from 'lucide-react';

/** Why a planting's plan is not the usual one (no place yet, sown too late or too early), and what still works. */
export function SeasonNoteCard({ note }: { note: SeasonNote }) {
  return (
    <section
      aria-label={note.title}
      className="grid gap-1 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink"
      data-testid="season-note"
    >
      <h3 className="flex items-center gap-2 font-bold text-amber-950">
        <CalendarX aria-hidden className="h-4 w-4" /> {note.title}
      </h3>
      <p>{note.text}</p>
      {note.kind === 'needs-place' ? (
        <Link to="/garden#your-place" className="min-h-touch py-2 font-semibold text-green-800 underline">
          Add your place
        </Link>
      ) : null}
    </section>
  );
}
