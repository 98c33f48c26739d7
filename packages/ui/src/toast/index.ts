// The shared toast store. Import it as '@pepper/ui/toast' everywhere (never by relative path) so Module
// Federation shares the shell's single instance with every remote.
export {
  toast,
  dismissToast,
  useToasts,
  getToasts,
  resetToasts,
  subscribeToasts,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from './toast-store';
