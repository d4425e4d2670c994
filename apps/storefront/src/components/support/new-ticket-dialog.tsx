import {
  SUPPORT_TEXTS,
  type SupportAttachment,
  type SupportTicket,
  type SupportTicketCategory,
} from '@phonehub/contracts';
import { notify } from '@phonehub/session';
import { FormDialog, Select, TextAreaField, TextField } from '@phonehub/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../lib/error-message';
import { requiredProblems, toResolver } from '../../lib/form-validation';
import { orderReference } from '@phonehub/domain';
import { useCreateSupportTicket } from '../../api/create-support-ticket';
import { AttachmentPicker } from './attachment-picker';
import { CATEGORY_OPTIONS } from './support-format';

export interface NewTicketDialogProps {
  onClose: () => void;
  onCreated?: (ticket: SupportTicket) => void;
  /** The order the shopper asks about ('Get help with this order'). */
  orderId?: string | null;
}

interface TicketValues {
  subject: string;
  message: string;
  category: SupportTicketCategory;
}

const validateTicket = (values: TicketValues) => requiredProblems(values, ['subject', 'message']);

/** The spec's New Ticket modal: subject and message required, category general by default. */
export function NewTicketDialog({ onClose, onCreated, orderId = null }: NewTicketDialogProps) {
  const create = useCreateSupportTicket();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TicketValues>({
    defaultValues: { subject: '', message: '', category: orderId ? 'order' : 'general' },
    resolver: toResolver(validateTicket),
    shouldFocusError: false,
  });
  const [attachments, setAttachments] = useState<SupportAttachment[]>([]);
  const [uploading, setUploading] = useState(false);

  // The sentence above the fields is a root error: it stays until the next submit.
  const submit = handleSubmit(
    (values) =>
      create.mutate(
        {
          subject: values.subject.trim(),
          message: values.message.trim(),
          category: values.category,
          order_id: orderId,
          attachments: attachments.map((image) => image.id),
        },
        {
          onSuccess: (ticket) => {
            notify.success(SUPPORT_TEXTS.ticketCreated);
            onCreated?.(ticket);
            onClose();
          },
          onError: (error) => {
            const text = errorMessage(
              error,
              SUPPORT_TEXTS.ticketCreateFailed,
              SUPPORT_TEXTS.ticketCreateFailed,
            );
            setError('root', { type: 'server', message: text });
            notify.error(text);
          },
        },
      ),
    () => setError('root', { type: 'required', message: SUPPORT_TEXTS.ticketRequired }),
  );

  return (
    <FormDialog
      title="New Support Ticket"
      description={
        orderId
          ? `About order #${orderReference(orderId)}`
          : 'Tell us what you need help with. We reply within 24 hours.'
      }
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Create Ticket"
      busyLabel="Creating..."
      busy={create.isPending}
      submitDisabled={uploading}
      error={errors.root?.message}
      errorTitle="Your ticket was not created"
    >
      <TextField
        label="Subject"
        required
        maxLength={200}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <Select label="Category" options={CATEGORY_OPTIONS} {...register('category')} />
      <TextAreaField
        label="Message"
        required
        rows={5}
        maxLength={5000}
        error={errors.message?.message}
        {...register('message')}
      />
      <AttachmentPicker value={attachments} onChange={setAttachments} onBusyChange={setUploading} />
    </FormDialog>
  );
}
