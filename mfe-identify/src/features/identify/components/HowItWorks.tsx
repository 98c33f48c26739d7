import { formatCount } from '@pepper/domain/numbers';
import { queries } from '@pepper/client';
import { Card, CardTitle } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { Lightbulb, ScanSearch } from 'lucide-react';
import { PhotoTipList } from './PhotoTips';

/** The 'How It Works' card, with the real number of varieties in the database, and photography tips (unless shown above). */
export function HowItWorks({ withPhotoTips = true }: { withPhotoTips?: boolean }) {
  const stats = useQuery(queries.stats());
  const varieties = stats.data?.varieties;
  const count = varieties !== undefined ? `${formatCount(varieties)} varieties` : 'every variety';
  return (
    <>
      <Card className="grid grid-cols-1 gap-2">
        <CardTitle className="flex items-center gap-2">
          <ScanSearch aria-hidden className="h-5 w-5 text-chili-700" />
          How It Works
        </CardTitle>
        <p className="text-sm text-ink">
          Your photo is matched against <strong>{count}</strong> in the Pepper Atlas database.
        </p>
        <ol className="list-decimal pl-5 text-sm text-ink">
          <li>
            An AI vision model studies colour, shape, size, surface and stem, and says how certain it is.
          </li>
          <li>
            If the AI service is unavailable, database pattern matching measures the fruit’s colour and shape
            instead.
          </li>
          <li>A DEFINITIVE result leaves no reasonable doubt; PROBABLE means check before you taste.</li>
        </ol>
      </Card>
      {withPhotoTips ? (
        <Card className="grid grid-cols-1 gap-2">
          <CardTitle className="flex items-center gap-2">
            <Lightbulb aria-hidden className="h-5 w-5 text-chili-700" />
            Photography Tips
          </CardTitle>
          <PhotoTipList />
        </Card>
      ) : null}
    </>
  );
}
