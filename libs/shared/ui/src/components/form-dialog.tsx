import { useId, type FormEventHandler, type ReactNode } from 'react';
import { cx } from '../cx';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';

export interface FormDialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
  /** Runs on the submit button or Enter in a field (e.g. react-hook-form's handleSubmit(...)). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Asked when Cancel, Escape or the close button is used, never while `busy`. */
  onClose: () => void;
  submitLabel: string;
  /** The submit button's text while `busy`. */
  busyLabel?: string;
  /** The save runs: the dialog cannot be closed and the submit button shows progress. */
  busy?: boolean;
  /** Not yet submittable, e.g. while an upload runs. */
  submitDisabled?: boolean;
  /** Why the last save failed, above the fields: the fields keep what was typed. */
  error?: ReactNode;
  errorTitle?: string;
  className?: string;
}

/**
 * An always-open dialog around a form (mount it to open it): Cancel and a submit button in the
 * footer bound to the form, progress while it saves, and the failure shown above the fields.
 */
export function FormDialog({
  title,
  description,
  children,
  onSubmit,
  onClose,
  submitLabel,
  busyLabel = 'Saving...',
  busy = false,
  submitDisabled = false,
  error,
  errorTitle = 'That did not work',
  className,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="submit"
            form={formId}
            disabled={submitDisabled}
            loading={busy}
            loadingText={busyLabel}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={cx('ph-confirm__body', className)} onSubmit={onSubmit} noValidate>
        {error && (
          <Alert tone="danger" title={errorTitle}>
            {error}
          </Alert>
        )}
        {children}
      </form>
    </Dialog>
  );
}
