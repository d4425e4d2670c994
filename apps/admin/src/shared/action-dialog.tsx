import { ConfirmDialog, failureDetail, type ConfirmDialogProps } from '@phonehub/ui';

export interface ActionDialogProps extends Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'error'> {
  onClose: () => void;
  /** The change the dialog confirms, if it says why that failed. */
  mutation?: { isError: boolean; error: unknown };
}

/** A portal dialog asking before one action: open while mounted, and dismissing it calls onClose. */
export function ActionDialog({ onClose, mutation, ...props }: ActionDialogProps) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      error={mutation && failureDetail(mutation)}
      {...props}
    />
  );
}
