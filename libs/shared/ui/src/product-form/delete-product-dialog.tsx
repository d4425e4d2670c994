import { ConfirmDialog, type ConfirmDialogProps } from '../components/confirm-dialog';

export interface DeleteProductDialogProps extends Pick<
  ConfirmDialogProps,
  'description' | 'children' | 'error' | 'errorTitle'
> {
  /** The product's name, in the question. */
  name: string;
  /** Deletes it; the dialog closes when this resolves and stays open when it rejects. */
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before a product is deleted (mount it to open it); the app says what deleting does. */
export function DeleteProductDialog({ name, onDelete, onClose, ...body }: DeleteProductDialogProps) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Delete ${name}?`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      tone="danger"
      onConfirm={onDelete}
      {...body}
    />
  );
}
