import { Button } from '@pepper/ui';
import { problemText } from './format';

/** A danger button that removes something once the grower confirms, and says why when the server refuses. */
export function RemoveAfterAsking({
  label,
  question,
  removal,
}: {
  label: string;
  question: string;
  removal: { mutate: () => void; isError: boolean; error: unknown };
}) {
  return (
    <>
      {removal.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {problemText(removal.error)}
        </p>
      ) : null}
      <Button
        type="button"
        variant="danger"
        onClick={() => {
          if (window.confirm(question)) removal.mutate();
        }}
      >
        {label}
      </Button>
    </>
  );
}
