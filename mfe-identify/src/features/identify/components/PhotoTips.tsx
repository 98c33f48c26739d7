import { PHOTO_TIPS } from '@pepper/domain/identification';

/** What makes a photo easier to identify. */
export function PhotoTipList() {
  return (
    <ul className="list-disc pl-5 text-sm text-ink">
      {PHOTO_TIPS.map((tip) => (
        <li key={tip}>{tip}</li>
      ))}
    </ul>
  );
}
