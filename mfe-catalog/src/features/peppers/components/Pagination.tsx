import { Link } from '@pepper/router';
import { Button } from '@pepper/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The address of a page of the list, search and filters kept. */
  addressOf: (page: number) => string;
}

/** Back to the top of the list, where the new page starts. */
const toTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/**
 * Previous and Next, only when there is more than one page. Each is a link to its page's address, so every page
 * of a list can be reached before and without the page's code; at either end it stands disabled.
 */
export function Pagination({ page, totalPages, addressOf }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2">
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link to={addressOf(page - 1)} rel="prev" onClick={toTop}>
            <ChevronLeft aria-hidden className="h-4 w-4" />
            Previous
          </Link>
        </Button>
      ) : (
        <Button variant="outline" disabled>
          <ChevronLeft aria-hidden className="h-4 w-4" />
          Previous
        </Button>
      )}
      <span className="text-sm font-semibold text-ink-soft" aria-current="page">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Button asChild variant="outline">
          <Link to={addressOf(page + 1)} rel="next" onClick={toTop}>
            Next
            <ChevronRight aria-hidden className="h-4 w-4" />
          </Link>
        </Button>
      ) : (
        <Button variant="outline" disabled>
          Next
          <ChevronRight aria-hidden className="h-4 w-4" />
        </Button>
      )}
    </nav>
  );
}
