import type { ReturnStatus } from '@phonehub/contracts';
import { orderReference, returnMachine } from '@phonehub/domain';
import { Select, TextAreaField } from '@phonehub/ui';
import { useForm } from 'react-hook-form';
import { formatMoney } from '../../../shared/money';
import type { AdminOrderReturn } from '../api/get-returns';
import { useUpdateReturn } from '../api/update-return';
import { RETURN_ACTIONS, RETURN_STATUS_LABELS } from './return-status';
import { ActionDialog } from '../../../shared/action-dialog';
import { requiredForStatus } from '../../../shared/required-for-status';
import { fieldProps } from '../../../shared/field-props';

const NOTE_MAX = 1000;

interface UpdateValues {
  status: ReturnStatus;
  note: string;
}

/** Moves a return to one of the states its machine allows next; rejecting needs a note for the customer. */
export function UpdateReturnDialog({ request, onClose }: { request: AdminOrderReturn; onClose: () => void }) {
  const update = useUpdateReturn();
  const choices = returnMachine.next(request.status);
  const {
    register,
    watch,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<UpdateValues>({ defaultValues: { status: choices[0], note: '' } });
  const field = fieldProps(register, errors);
  const rejecting = watch('status') === 'rejected';

  const confirm = async () => {
    if (!(await trigger())) return false;
    const { status, note } = getValues();
    return update.mutateAsync({ id: request.id, body: { status, note: note.trim() || null } });
  };

  return (
    <ActionDialog
      onClose={onClose}
      title={`Return for order #${orderReference(request.order_id)}`}
      description={`${RETURN_STATUS_LABELS[request.status]} · ${formatMoney(request.refund_amount)} to refund · “${request.reason}”`}
      confirmLabel="Save"
      onConfirm={confirm}
      mutation={update}
      errorTitle="The return was not updated"
    >
      <Select
        label="Action"
        options={choices.map((value) => ({
          value,
          label: RETURN_ACTIONS[value] ?? RETURN_STATUS_LABELS[value],
        }))}
        {...register('status')}
      />
      <TextAreaField
        label={rejecting ? 'Note to the customer' : 'Note to the customer (optional)'}
        required={rejecting}
        rows={3}
        maxLength={NOTE_MAX}
        hint="Emailed to the customer and shown on their order."
        {...field('note', { validate: requiredForStatus('rejected', 'Say why the return is rejected') })}
      />
    </ActionDialog>
  );
}
