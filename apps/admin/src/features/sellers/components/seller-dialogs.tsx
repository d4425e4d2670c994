import { formatCents } from '@phonehub/domain';
import { TextField } from '@phonehub/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminSeller } from '../api/get-sellers';
import { usePayOutSeller, useSuspendSeller } from '../api/seller-changes';
import { ActionDialog } from '../../../shared/action-dialog';
import { fieldProps } from '../../../shared/field-props';

const REFERENCE = { min: 3, max: 100 } as const;
const REFERENCE_PROBLEM = `Enter the transfer's reference (${REFERENCE.min} to ${REFERENCE.max} characters)`;

interface DialogProps {
  seller: AdminSeller;
  onClose: () => void;
}

/** Suspends a seller (seller routes refused, products out of the catalogue at once) or restores one. */
export function SuspendSellerDialog({ seller, onClose }: DialogProps) {
  const change = useSuspendSeller();
  const suspend = !seller.is_suspended;
  return (
    <ActionDialog
      onClose={onClose}
      title={`${suspend ? 'Suspend' : 'Unsuspend'} ${seller.company_name}?`}
      description={
        suspend
          ? 'Their products leave the catalogue and cannot be bought, and their seller dashboard is closed, until you unsuspend them.'
          : 'Their seller dashboard opens again and their products return to the catalogue.'
      }
      confirmLabel={suspend ? 'Suspend' : 'Unsuspend'}
      tone={suspend ? 'danger' : 'primary'}
      onConfirm={() => change.mutateAsync({ id: seller.id, body: { is_suspended: suspend } })}
      mutation={change}
      errorTitle="The seller's status was not changed"
    />
  );
}

/**
 * Pays a seller's available balance with the bank transfer's reference. The dialog names its
 * attempt with one key: a second click or a retry after a failure is answered by the same payout.
 */
export function PayoutDialog({ seller, onClose }: DialogProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const payout = usePayOutSeller();
  const {
    register,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<{ reference: string }>({ defaultValues: { reference: '' } });
  const field = fieldProps(register, errors);

  const confirm = async () => {
    if (!(await trigger())) return false;
    return payout.mutateAsync({ seller, reference: getValues('reference').trim(), idempotencyKey });
  };

  return (
    <ActionDialog
      onClose={onClose}
      title={`Pay out ${seller.company_name}`}
      description={`Pays the available balance of ${formatCents(seller.available_balance_cents)}; ${formatCents(seller.pending_balance_cents)} still pending stays with PhoneHub until it is payable. The seller is emailed.`}
      confirmLabel="Pay out"
      busyLabel="Paying..."
      onConfirm={confirm}
      mutation={payout}
      errorTitle="Nothing was paid"
    >
      <TextField
        label="Transfer reference"
        required
        maxLength={REFERENCE.max}
        autoComplete="off"
        hint="The bank transfer's reference, shown to the seller with the payout."
        {...field('reference', {
          validate: (value) =>
            (value.trim().length >= REFERENCE.min && value.trim().length <= REFERENCE.max) ||
            REFERENCE_PROBLEM,
        })}
      />
    </ActionDialog>
  );
}
