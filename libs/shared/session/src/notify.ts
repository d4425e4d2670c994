// Toasts cross the host/remote boundary through this channel: sonner is bundled into each app,
// but this lib is a shared singleton, so a remote's notify.success() reaches the host's Toaster.

export type NotificationKind = 'success' | 'error' | 'info';

export interface Notification {
  kind: NotificationKind;
  message: string;
}

export type NotificationListener = (notification: Notification) => void;

const listeners = new Set<NotificationListener>();

function emit(kind: NotificationKind, message: string): void {
  for (const listener of listeners) listener({ kind, message });
}

export const notify = {
  success: (message: string) => emit('success', message),
  error: (message: string) => emit('error', message),
  info: (message: string) => emit('info', message),
  /** Returns the unsubscribe function. */
  subscribe(listener: NotificationListener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
