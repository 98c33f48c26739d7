import { useNavigate, useParams } from '@pepper/router';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** The record an address names (`/garden/:id`), and whether the address can name one at all. */
export function useRecordId() {
  const { id } = useParams();
  const recordId = Number(id);
  return { recordId, valid: Number.isInteger(recordId) && recordId > 0 };
}

/** Removes the record, refreshes the lists it stood in, then leaves its page for `to`. */
export function useRemoveAndLeave(remove: () => Promise<unknown>, listKey: QueryKey, to: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: listKey });
      navigate(to);
    },
  });
}
