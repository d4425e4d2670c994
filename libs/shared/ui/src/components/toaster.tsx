import { TIMINGS } from '@phonehub/domain';
import { useEffect } from 'react';
import { toast, Toaster as Sonner } from 'sonner';

export type ToastKind = 'success' | 'error' | 'info';
export type ToastSource = (listener: (toast: { kind: ToastKind; message: string }) => void) => () => void;

export interface ToasterProps {
  /** A channel to show toasts from, e.g. the session lib's `notify.subscribe`, which remotes share. */
  subscribe?: ToastSource;
}

function showToast(kind: ToastKind, message: string): void {
  if (kind === 'success') toast.success(message, { duration: TIMINGS.successToastMs });
  else if (kind === 'error') toast.error(message);
  else toast.info(message);
}

/** Top-right toasts (below a 64 px header): 4 s by default, 3 s for successes. Mount one per page. */
export function Toaster({ subscribe }: ToasterProps) {
  useEffect(() => subscribe?.(({ kind, message }) => showToast(kind, message)), [subscribe]);
  return (
    <Sonner
      position="top-right"
      duration={TIMINGS.toastMs}
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ top: 72, right: 12, left: 12 }}
      richColors
      closeButton
      visibleToasts={5}
    />
  );
}
