import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The body; fields in it make a form that Enter confirms. */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while `onConfirm` runs. */
  busyLabel?: string;
  tone?: 'primary' | 'danger';
  cancelLabel?: string;
  /**
   * Runs on confirm. Resolving closes the dialog; returning `false` (e.g. a field is invalid) or
   * rejecting keeps it open, so the caller can say why.
   */
  onConfirm: () => unknown;
  /** Busy for a reason of the caller's, besides a running `onConfirm`. */
  busy?: boolean;
  /** Why the last attempt failed, shown above the body. */
  error?: ReactNode;
  errorTitle?: string;
}

const FIELDS = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Asks before something happens: Cancel and a confirm button that shows progress while
 * `onConfirm` runs. Focus starts in the first field, else on Cancel for a dangerous action (a
 * stray Enter does nothing harm), else on the confirm button; the Dialog returns it on closing.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  busyLabel = 'Saving...',
  tone = 'primary',
  cancelLabel = 'Cancel',
  onConfirm,
  busy = false,
  error,
  errorTitle = 'That did not work',
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const working = running || busy;
  const body = useRef<HTMLFormElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    if (working) return;
    setRunning(true);
    let close = false;
    try {
      close = (await onConfirm()) !== false;
    } catch {
      // The caller reports the failure (a toast, `error`); the dialog stays open to try again.
    } finally {
      setRunning(false);
    }
    if (close) onOpenChange(false);
  };

  const hasBody = Boolean(children || error);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!working) onOpenChange(next);
      }}
      title={title}
      description={description}
      onOpenAutoFocus={(event) => {
        const target =
          body.current?.querySelector<HTMLElement>(FIELDS) ??
          (tone === 'danger' ? cancel.current : confirmButton.current);
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      footer={
        <>
          <Button ref={cancel} variant="outline" disabled={working} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirmButton}
            variant={tone}
            onClick={() => confirm()}
            loading={working}
            loadingText={busyLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {hasBody && (
        <form ref={body} className="ph-confirm__body" onSubmit={confirm} noValidate>
          {error && (
            <Alert tone="danger" title={errorTitle}>
              {error}
            </Alert>
          )}
          {children}
          {/* Enter in a field confirms. */}
          <button type="submit" hidden tabIndex={-1} />
        </form>
      )}
    </Dialog>
  );
}
