import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { TextField } from './fields';
import { FormDialog, type FormDialogProps } from './form-dialog';

function Harness({ onSave, ...props }: Partial<FormDialogProps> & { onSave: (name: string) => void }) {
  const [name, setName] = useState('');
  const [open, setOpen] = useState(true);
  if (!open) return <p>Closed</p>;
  return (
    <FormDialog
      title="Rename"
      submitLabel="Save"
      onClose={() => setOpen(false)}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSave(name);
      }}
      {...props}
    >
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} />
    </FormDialog>
  );
}

it('submits the form from the footer button and from Enter in a field', async () => {
  const onSave = jest.fn();
  const user = userEvent.setup();
  render(<Harness onSave={onSave} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Rename' }));
  await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Pixel');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  await user.type(dialog.getByRole('textbox', { name: 'Name' }), ' 8{Enter}');
  expect(onSave.mock.calls).toEqual([['Pixel'], ['Pixel 8']]);
});

it('shows the failure above the fields and cannot be closed or resubmitted while busy', async () => {
  const onSave = jest.fn();
  const user = userEvent.setup();
  const { rerender } = render(<Harness onSave={onSave} busy busyLabel="Saving..." />);
  const dialog = within(screen.getByRole('dialog', { name: 'Rename' }));
  expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  expect(dialog.getByRole('button', { name: /Saving/ })).toBeDisabled();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();

  rerender(<Harness onSave={onSave} error="Name already taken" errorTitle="Failed to save" />);
  expect(dialog.getByText('Failed to save')).toBeInTheDocument();
  expect(dialog.getByText('Name already taken')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByText('Closed')).toBeInTheDocument();
  expect(onSave).not.toHaveBeenCalled();
});

it('keeps the submit button off while not submittable', () => {
  render(<Harness onSave={jest.fn()} submitDisabled />);
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});
