import { Button, RequestProblem } from '@pepper/ui';

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
      <RequestProblem request={removal} />
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
