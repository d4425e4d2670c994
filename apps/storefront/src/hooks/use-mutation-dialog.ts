import { useState } from 'react';
import { errorMessage } from '../lib/error-message';

interface DialogMutation {
  reset(): void;
  isError: boolean;
  error: unknown;
}

/**
 * Open state for a ConfirmDialog around one mutation: opening it again forgets the last failure,
 * and `error` is that failure's sentence (the API's detail, else `fallback`) for the dialog to show.
 */
export function useMutationDialog(mutation: DialogMutation, fallback: string) {
  const [open, setOpen] = useState(false);
  return {
    openDialog: () => {
      mutation.reset();
      setOpen(true);
    },
    dialogProps: {
      open,
      onOpenChange: setOpen,
      error: mutation.isError ? errorMessage(mutation.error, fallback) : null,
    },
  };
}
