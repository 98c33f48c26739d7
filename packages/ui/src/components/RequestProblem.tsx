import { problemText } from '../problem-text';
import { FormProblem } from './FormProblem';

/** Why a request failed, read out as soon as it shows; nothing while it has not failed. */
export function RequestProblem({ request }: { request: { isError: boolean; error: unknown } }) {
  return <FormProblem>{request.isError ? problemText(request.error) : null}</FormProblem>;
}
