import { problemText } from './format';

/** Why a garden request failed, read out as soon as it shows; nothing while it has not failed. */
export function RequestProblem({ request }: { request: { isError: boolean; error: unknown } }) {
  return request.isError ? (
    <p role="alert" className="text-sm text-red-800">
      {problemText(request.error)}
    </p>
  ) : null;
}
