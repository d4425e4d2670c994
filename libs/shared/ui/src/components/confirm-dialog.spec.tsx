import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { TextField } from './fields';

type Props = Partial<ConfirmDialogProps> & Pick<ConfirmDialogProps, 'onConfirm'>;

function Harness(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete phone</button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete the phone?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        {...props}
      />
    </>
  );
}

async function openDialog(props: Props) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Delete phone' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Delete the phone?' }) };
}

it('confirms, shows progress while onConfirm runs, then closes and returns focus', async () => {
  let finish!: () => void;
  const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const { user } = await openDialog({ onConfirm, children: <p>It cannot be undone.</p> });
  expect(screen.getByText('It cannot be undone.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  // Escape does not close it while it works.
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await act(async () => finish());
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Delete phone' })).toHaveFocus();
});

it('a dangerous action starts with focus on Cancel, which closes without confirming', async () => {
  const onConfirm = jest.fn();
  const { user } = await openDialog({ onConfirm, tone: 'danger' });
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('ph-btn--danger');
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onConfirm).not.toHaveBeenCalled();
});

it('stays open when onConfirm rejects or returns false, showing the error it is given', async () => {
  const onConfirm = jest.fn().mockRejectedValueOnce(new Error('409')).mockReturnValueOnce(false);
  const { user } = await openDialog({
    onConfirm,
    error: 'The phone is in an order.',
    errorTitle: 'The phone was not deleted',
  });
  expect(screen.getByRole('alert')).toHaveTextContent('The phone was not deletedThe phone is in an order.');
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
});

it('with fields, focus starts in the first one and Enter confirms', async () => {
  const onConfirm = jest.fn();
  const { user } = await openDialog({ onConfirm, children: <TextField label="Reason" /> });
  expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
  await user.keyboard('Broken{Enter}');
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('shows the busy state the caller asks for', async () => {
  await openDialog({ onConfirm: jest.fn(), busy: true });
  expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
});
