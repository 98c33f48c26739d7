import * as ToastPrimitive from '@radix-ui/react-toast';
import { cn } from '../cn';
import { CornerClose } from '../components/CornerClose';
import { dismissToast, TOAST_DURATION_MS, useToasts } from '@pepper/ui/toast';

/** Renders the shared toast store. Radix gives the F8 hotkey that focuses the viewport. */
export default function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.duration ?? TOAST_DURATION_MS}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg',
            t.variant === 'destructive'
              ? 'border-chili-700 bg-chili-700 text-white'
              : 'border-stone-200 bg-white text-ink',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description ? (
              <ToastPrimitive.Description className="text-sm opacity-95">
                {t.description}
              </ToastPrimitive.Description>
            ) : null}
            {t.action ? (
              <ToastPrimitive.Action
                altText={t.action.altText}
                onClick={t.action.onClick}
                className="mt-1 inline-flex min-h-11 w-fit items-center rounded-lg bg-chili-700 px-4 text-sm font-semibold text-white"
              >
                {t.action.label}
              </ToastPrimitive.Action>
            ) : null}
          </div>
          <ToastPrimitive.Close asChild>
            <CornerClose aria-label="Close notification" className="right-1 top-1" iconClassName="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed bottom-20 left-1/2 z-[100] flex w-[calc(100%-1rem)] max-w-toast -translate-x-1/2 flex-col gap-2 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
