import { SUPPORT_TEXTS, type SupportAttachment, type SupportMessage } from '@phonehub/contracts';
import { notify } from '@phonehub/session';
import { Alert, Badge, Button, Dialog, formatDate, QueryView, TextAreaField } from '@phonehub/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../lib/error-message';
import { toResolver } from '../../lib/form-validation';
import { orderReference } from '@phonehub/domain';
import { useReplyToSupportTicket } from '../../api/reply-to-support-ticket';
import { useSupportTicket, type SupportTicketDetail } from '../../api/get-support-ticket';
import { AttachmentPicker } from './attachment-picker';
import { awaitsSupport, CATEGORY_LABELS, ticketStatusBadge } from './support-format';

export interface TicketDetailDialogProps {
  ticketId: string;
  onClose: () => void;
}

/** The spec's detail modal: the conversation with support's answers, or the waiting notice, and a reply box. */
export function TicketDetailDialog({ ticketId, onClose }: TicketDetailDialogProps) {
  const ticket = useSupportTicket(ticketId);
  const data = ticket.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={data ? data.subject : 'Support ticket'}
      description={data ? <TicketMeta ticket={data} /> : undefined}
    >
      <QueryView
        query={ticket}
        spinner={{ label: 'Loading the conversation...' }}
        error={(error) => ({
          title: 'This ticket could not be loaded',
          description: errorMessage(error, 'Please try again.'),
          action: null,
        })}
      >
        {(loaded) => <Conversation ticket={loaded} />}
      </QueryView>
    </Dialog>
  );
}

function TicketMeta({ ticket }: { ticket: SupportTicketDetail }) {
  const status = ticketStatusBadge(ticket.status);
  return (
    <span className="support-ticket__meta">
      <Badge tone={status.tone}>{status.label}</Badge> {CATEGORY_LABELS[ticket.category]} · opened{' '}
      {formatDate(ticket.created_at)}
      {ticket.order_id && <> · order #{orderReference(ticket.order_id)}</>}
    </span>
  );
}

function Conversation({ ticket }: { ticket: SupportTicketDetail }) {
  return (
    <div className="support-conversation">
      <ol className="support-conversation__messages" aria-label="Conversation">
        {ticket.messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ol>
      {awaitsSupport(ticket) && (
        <Alert tone="info" title="Waiting for a response">
          {ticket.admin_response
            ? 'Our support team has your latest message and will get back to you within 24 hours.'
            : 'We are waiting for a response from our support team. We usually reply within 24 hours.'}
        </Alert>
      )}
      <ReplyForm ticket={ticket} />
    </div>
  );
}

function MessageItem({ message }: { message: SupportMessage }) {
  const fromSupport = message.author === 'support';
  return (
    <li className={fromSupport ? 'support-message support-message--support' : 'support-message'}>
      <p className="support-message__author">
        <strong>{fromSupport ? 'Support response' : message.author_name}</strong>{' '}
        <time className="text-muted" dateTime={message.created_at}>
          {formatDate(message.created_at)}
        </time>
      </p>
      <p className="support-message__body">{message.body}</p>
      {message.attachments.length > 0 && <Attachments images={message.attachments} />}
    </li>
  );
}

function Attachments({ images }: { images: readonly SupportAttachment[] }) {
  return (
    <ul className="support-attachments__list" aria-label="Images">
      {images.map((image, index) => (
        <li key={image.id} className="support-attachments__item">
          <a href={image.url} target="_blank" rel="noreferrer">
            <img src={image.url} alt={`Image ${index + 1}`} />
          </a>
        </li>
      ))}
    </ul>
  );
}

interface ReplyValues {
  message: string;
}

const validateReply = ({ message }: ReplyValues) =>
  message.trim() ? {} : { message: { type: 'required' as const, message: SUPPORT_TEXTS.replyRequired } };

function ReplyForm({ ticket }: { ticket: SupportTicketDetail }) {
  const reply = useReplyToSupportTicket(ticket.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ReplyValues>({
    defaultValues: { message: '' },
    resolver: toResolver(validateReply),
    // What went wrong stays under the box until the next Send.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [attachments, setAttachments] = useState<SupportAttachment[]>([]);
  const [uploading, setUploading] = useState(false);

  const submit = handleSubmit((values) =>
    reply.mutate(
      { message: values.message.trim(), attachments: attachments.map((image) => image.id) },
      {
        onSuccess: () => {
          reset({ message: '' });
          setAttachments([]);
          notify.success('Your reply was sent');
        },
        onError: (error) =>
          setError('message', { type: 'server', message: errorMessage(error, 'Failed to send your reply') }),
      },
    ),
  );

  return (
    <form className="support-reply" onSubmit={submit} noValidate aria-label="Reply">
      <TextAreaField
        label={ticket.status === 'closed' ? 'Reply (this re-opens the ticket)' : 'Your reply'}
        rows={3}
        maxLength={5000}
        error={errors.message?.message}
        {...register('message')}
      />
      <AttachmentPicker value={attachments} onChange={setAttachments} onBusyChange={setUploading} />
      <Button type="submit" loading={reply.isPending} loadingText="Sending..." disabled={uploading}>
        Send Reply
      </Button>
    </form>
  );
}
