import { gardenMutations, urls } from '@pepper/client';
import { Button, CodeForm, Dialog, problemText, RequestProblem } from '@pepper/ui';
import { toast } from '@pepper/ui/toast';
import { useNavigate } from '@pepper/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { AccountSection } from './AccountSection';
import { forgetSignedInAnswers } from '../../components/session';

const CONFIRM_WORD = 'DELETE';

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Your data: export everything, restore an export, or delete the account with all of it. */
export function YourData() {
  const fileId = useId();
  const confirmId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');

  const exporter = useMutation({
    mutationFn: () => gardenMutations.exportData(),
    onSuccess: (doc) => {
      download(
        `pepper-atlas-${new Date().toISOString().slice(0, 10)}.json`,
        JSON.stringify(doc, null, 2),
        'application/json',
      );
      setStatus('Your data was downloaded.');
    },
    onError: (error) => setStatus(problemText(error)),
  });
  const importer = useMutation({
    mutationFn: (doc: unknown) => gardenMutations.importData(doc),
    onSuccess: async ({ imported }) => {
      const added = Object.values(imported).reduce((a, b) => a + b, 0);
      setStatus(
        added
          ? `Imported ${added} ${added === 1 ? 'item' : 'items'}.`
          : 'Everything in that file is already here: nothing was added.',
      );
      await queryClient.invalidateQueries();
    },
    onError: (error) => setStatus(`Nothing was imported: ${problemText(error)}`),
  });
  const remover = useMutation({
    mutationFn: () => gardenMutations.deleteAccount(),
    onSuccess: () => {
      setConfirming(false);
      // The server signed the account out with it.
      forgetSignedInAnswers(queryClient);
      toast({
        title: 'Account deleted',
        description:
          'Your account and everything in it were deleted, and every device signed in to it was signed out.',
      });
      navigate('/', { replace: true });
    },
  });

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    let doc: unknown;
    try {
      doc = JSON.parse(await file.text());
    } catch {
      setStatus('Nothing was imported: that file is not a Pepper Atlas export.');
      return;
    }
    importer.mutate(doc);
  };

  return (
    <AccountSection
      title="Your data"
      intro="Download everything your account holds (garden, journal with photos, seed stash, favorites), restore it from a download, or delete it all."
    >
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => exporter.mutate()}
          disabled={exporter.isPending}
        >
          Export my data
        </Button>
        <Button asChild variant="outline">
          <a href={urls.harvestsCsv} download>
            Harvests as CSV
          </a>
        </Button>
      </div>
      <div className="grid gap-1">
        <label htmlFor={fileId} className="text-sm font-semibold text-ink">
          Import an export file
        </label>
        <input
          id={fileId}
          type="file"
          accept="application/json,.json"
          onChange={(e) => void onFile(e)}
          className="min-h-touch text-sm"
        />
      </div>
      <p role="status" className="text-sm font-semibold text-ink empty:hidden">
        {status}
      </p>
      <div className="border-t border-stone-200 pt-3">
        <Button
          type="button"
          variant="danger"
          onClick={() => {
            setTyped('');
            remover.reset();
            setConfirming(true);
          }}
        >
          Delete my account
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your account?"
        description="Your account, garden, journal, photos, seed stash and favorites are removed for good. Export your data first to keep a copy."
      >
        <CodeForm
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (typed.trim() === CONFIRM_WORD) remover.mutate();
          }}
        >
          <label htmlFor={confirmId} className="text-sm font-semibold text-ink">
            Type {CONFIRM_WORD} to confirm
          </label>
          <input
            id={confirmId}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            className="min-h-touch rounded-xl border border-stone-400 px-3 text-base"
          />
          <RequestProblem request={remover} />
          <Button
            type="submit"
            variant="destructive"
            disabled={typed.trim() !== CONFIRM_WORD || remover.isPending}
          >
            Delete account for good
          </Button>
          <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
            Keep my account
          </Button>
        </CodeForm>
      </Dialog>
    </AccountSection>
  );
}
