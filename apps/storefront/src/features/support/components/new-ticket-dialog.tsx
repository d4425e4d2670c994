import { SUPPORT_TEXTS, type SupportAttachment, type SupportTicket, type SupportTicketCategory } from '@phonehub/contracts';
import { notify } from '@phonehub/session';
import { FormDialog, Select, TextAreaField, TextField } from '@phonehub/ui';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { orderReference } from '../../../lib/order-reference';
import { useCreateSupportTicket } from '../api/create-support-ticket';
import { AttachmentPicker } from './attachment-picker';
import { CATEGORY_OPTIONS } from './support-format';

export interface NewTicketDialogProps {
  onClose: () => void;
  onCreated?: (ticket: SupportTicket) => void;
  /** The order the shopper asks about ('Get help with this order'). */
  orderId?: string | null;
}

/** The spec's New Ticket modal: subject and message required, category general by default. */
export function NewTicketDialog({ onClose, onCreated, orderId = null }: NewTicketDialogProps) {
  const create = useCreateSupportTicket();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [category, setCategory] = useState<SupportTicketCategory>(orderId ? 'order' : 'general');
  const [attachments, setAttachments] = useState<SupportAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!subject.trim() || !message.trim()) {
      setProblem(SUPPORT_TEXTS.ticketRequired);
      return;
    }
    setProblem(null);
    create.mutate(
      {
        subject: subject.trim(),
        message: message.trim(),
        category,
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
          const text = errorMessage(error, SUPPORT_TEXTS.ticketCreateFailed, SUPPORT_TEXTS.ticketCreateFailed);
          setProblem(text);
          notify.error(text);
        },
      },
    );
  };

  const required = (value: string) => (tried && !value.trim() ? 'Required' : null);

  return (
    <FormDialog
      title="New Support Ticket"
      description={
        orderId ? `About order #${orderReference(orderId)}` : 'Tell us what you need help with. We reply within 24 hours.'
      }
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Create Ticket"
      busyLabel="Creating..."
      busy={create.isPending}
      submitDisabled={uploading}
      error={problem}
      errorTitle="Your ticket was not created"
    >
      <TextField
        label="Subject"
        required
        value={subject}
        maxLength={200}
        error={required(subject)}
        onChange={(event) => setSubject(event.target.value)}
      />
      <Select
        label="Category"
        options={CATEGORY_OPTIONS}
        value={category}
        onChange={(event) => setCategory(event.target.value as SupportTicketCategory)}
      />
      <TextAreaField
        label="Message"
        required
        rows={5}
        value={message}
        maxLength={5000}
        error={required(message)}
        onChange={(event) => setMessage(event.target.value)}
      />
      <AttachmentPicker value={attachments} onChange={setAttachments} onBusyChange={setUploading} />
    </FormDialog>
  );
}
