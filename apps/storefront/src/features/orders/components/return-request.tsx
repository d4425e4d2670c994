import type { Order } from '@phonehub/contracts';
import { notify } from '@phonehub/session';
import {
  formatCents,
  RETURN_MESSAGES,
  RETURN_REASON_LENGTH,
  returnDeadline,
  returnRefundCents,
  toCents,
} from '@phonehub/domain';
import { Button, ConfirmDialog, formatDate, Select, TextAreaField } from '@phonehub/ui';
import { useForm } from 'react-hook-form';
import { toResolver, type FieldProblems } from '../../../lib/form-validation';
import { useRequestReturn, type CreateReturnRequest } from '../api/request-return';
import { useMutationDialog } from '../../../hooks/use-mutation-dialog';

/** Blank gets its own sentence; any other length outside the rule gets the API's. */
export const RETURN_FORM_MESSAGES = {
  reasonRequired: 'Please tell us why you are returning these items',
  reasonLength: RETURN_MESSAGES.reasonLength,
  nothingChosen: RETURN_MESSAGES.noItems,
} as const;

/** The form's values: the reason, and how many units of each order line (same order as `order.items`). */
export interface ReturnDraft {
  reason: string;
  quantities: string[];
}

export function validateReturn(values: ReturnDraft): FieldProblems<ReturnDraft> {
  const problems: FieldProblems<ReturnDraft> = {};
  const reason = values.reason.trim();
  if (!reason) problems.reason = { type: 'invalid', message: RETURN_FORM_MESSAGES.reasonRequired };
  else if (reason.length < RETURN_REASON_LENGTH.min || reason.length > RETURN_REASON_LENGTH.max)
    problems.reason = { type: 'invalid', message: RETURN_FORM_MESSAGES.reasonLength };
  if (!values.quantities.some((q) => Number(q) > 0))
    problems.quantities = { type: 'invalid', message: RETURN_FORM_MESSAGES.nothingChosen };
  return problems;
}

/** The request body: every line with at least one unit chosen. */
export function returnRequestBody(order: Order, values: ReturnDraft): CreateReturnRequest {
  return {
    reason: values.reason.trim(),
    items: order.items
      .map((item, index) => ({ order_item_id: item.id, quantity: Number(values.quantities[index] ?? 0) }))
      .filter((line) => line.quantity > 0),
  };
}

function estimatedRefundCents(order: Order, quantities: readonly string[]): number {
  const lines = order.items.map((item, index) => ({
    unitPriceCents: toCents(item.price),
    quantity: Number(quantities[index] ?? 0),
  }));
  return returnRefundCents(lines, toCents(order.total) - toCents(order.amount_refunded));
}

const fullDraft = (order: Order): ReturnDraft => ({
  reason: '',
  quantities: order.items.map((item) => String(item.quantity)),
});

/**
 * "Return items" for a delivered order inside its return window: a dialog with a quantity per line
 * (all by default) and the reason. The draft lives here, not in the dialog, so neither an API error
 * nor closing the dialog loses it.
 */
export function ReturnRequest({ order }: { order: Order }) {
  const request = useRequestReturn(order.id);
  const { openDialog, dialogProps } = useMutationDialog(request, 'Failed to request the return');
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<ReturnDraft>({ defaultValues: fullDraft(order), resolver: toResolver(validateReturn) });
  const reason = watch('reason');
  const quantities = watch('quantities');

  const confirm = async () => {
    // Through handleSubmit, so the fields check themselves again as they change after a failed try.
    const values = await new Promise<ReturnDraft | null>(
      (resolve) => void handleSubmit(resolve, () => resolve(null))(),
    );
    if (!values) return false;
    await request.mutateAsync(returnRequestBody(order, values));
    reset(fullDraft(order));
    notify.success('Return requested. We have emailed you what happens next.');
  };

  const deadline = order.delivered_at ? formatDate(returnDeadline(order.delivered_at)) : null;

  return (
    <div className="order-return-offer">
      <p className="text-muted">Returns accepted until {deadline}</p>
      <Button variant="outline" onClick={openDialog}>
        Return items
      </Button>
      <ConfirmDialog
        {...dialogProps}
        title="Return items"
        description="Choose what you are sending back and tell us why. Shipping is not refunded."
        confirmLabel="Request return"
        busyLabel="Sending..."
        cancelLabel="Not now"
        onConfirm={confirm}
        errorTitle="The return was not requested"
      >
        <fieldset className="return-form__lines">
          <legend className="ph-label">Items to return</legend>
          {order.items.map((item, index) => (
            <Select
              key={item.id}
              label={item.product_name || item.name}
              hint={`Bought ${item.quantity}`}
              options={Array.from({ length: item.quantity + 1 }, (_, n) => ({
                value: String(n),
                label: String(n),
              }))}
              {...register(`quantities.${index}`)}
            />
          ))}
          {errors.quantities?.message && (
            <p className="ph-field-error" role="alert">
              {errors.quantities.message}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label="Reason"
          required
          rows={4}
          maxLength={RETURN_REASON_LENGTH.max}
          hint={`${reason.trim().length} / ${RETURN_REASON_LENGTH.max} characters`}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <p className="return-form__refund">
          Estimated refund:{' '}
          <strong data-testid="return-estimate">
            {formatCents(estimatedRefundCents(order, quantities))}
          </strong>
        </p>
      </ConfirmDialog>
    </div>
  );
}
