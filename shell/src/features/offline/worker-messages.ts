/** What the page does with each report from the service worker: toasts, the connection store, the ready flag. */
import { setServerReachable } from '@pepper/ui/connection';
import { toast } from '@pepper/ui/toast';
import type { OfflineStatus, QueuedWriteKind, WorkerMessage } from '../../service-worker/messages';

export const QUEUED_TEXT: Record<QueuedWriteKind, string> = {
  'favorite-added':
    'This favorite is saved on this device and will be added to your account when the connection returns.',
  'favorite-removed': 'This favorite will be removed from your account when the connection returns.',
  suggestion: 'Your suggestion is saved on this device and will be sent when the connection returns.',
  'seed-stash':
    'This change to your seed stash is saved on this device and will be sent when the connection returns.',
};

export const sentText = (count: number) =>
  count === 1
    ? 'The change you made offline has been saved.'
    : `The ${count} changes you made offline have been saved.`;

/** Marks the document once the app works offline, with how much it keeps (read by tests and tools). */
export function markOfflineReady(status: OfflineStatus): void {
  if (!status.ready) return;
  const root = document.documentElement;
  root.dataset.offline = 'ready';
  if (status.files) root.dataset.offlineFiles = String(status.files);
  if (status.bytes) root.dataset.offlineBytes = String(status.bytes);
}

/**
 * At once if the visitor has tapped or typed on this page, else at their first tap or key press: a toast shown
 * while a first visit is still loading would cover the page they are starting to read.
 */
export function whenVisitorActs(then: () => void): void {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
    .userActivation;
  if (!activation || activation.hasBeenActive) return then();
  const act = () => {
    window.removeEventListener('pointerdown', act, true);
    window.removeEventListener('keydown', act, true);
    then();
  };
  window.addEventListener('pointerdown', act, true);
  window.addEventListener('keydown', act, true);
}

export interface MessageEffects {
  /** The offline changes reached the server: data read before them is out of date. */
  refresh(): void;
}

export function handleWorkerMessage(message: WorkerMessage, effects: MessageEffects): void {
  switch (message.type) {
    case 'STATUS':
      markOfflineReady(message.status);
      setServerReachable(message.status.online);
      return;
    case 'OFFLINE_READY':
      markOfflineReady(message.status);
      whenVisitorActs(() =>
        toast({
          title: 'Ready to work offline',
          description: 'The database, recipes, guides and tools now open without a connection.',
        }),
      );
      return;
    case 'CONNECTION':
      setServerReachable(message.online);
      return;
    case 'WRITE_QUEUED':
      toast({ title: 'You are offline', description: QUEUED_TEXT[message.kind] });
      return;
    case 'WRITES_SENT':
      setServerReachable(true);
      toast({ title: 'Back online', description: sentText(message.count) });
      effects.refresh();
      return;
  }
}
