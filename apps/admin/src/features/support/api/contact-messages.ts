import type { AdminContactMessage } from '@phonehub/contracts';
import { convertContactMessage, getAdminContactMessages, replyToContactMessage } from '@phonehub/api-client';
import { recordChange, useAdminMutation } from '../../../shared/use-admin-mutation';
import { usePagedList } from '../../../shared/use-paged-list';
import { adminSupportRootKey } from './get-support-tickets';

export type { AdminContactMessage };

export const adminContactMessagesKey = [...adminSupportRootKey, 'contact-messages'] as const;
export const CONTACT_STATUSES = ['new', 'replied', 'converted'] as const;

/** The contact form's messages in the address (search; status), newest first. */
export function useAdminContactMessages() {
  return usePagedList({
    queryKey: adminContactMessagesKey,
    fetcher: getAdminContactMessages,
    noun: ['contact message', 'contact messages'],
    filters: { status: CONTACT_STATUSES },
  });
}

/** Emails the answer to the sender (recorded on the message). */
export const useReplyToContactMessage = recordChange(replyToContactMessage, {
  success: 'Reply emailed',
  failure: 'Failed to send the reply',
  invalidates: [adminSupportRootKey],
});

/** Turns the message into a ticket of the sender's account. */
export const useConvertContactMessage = () =>
  useAdminMutation({
    mutationFn: (id: string): Promise<AdminContactMessage> => convertContactMessage(id),
    success: 'Message turned into a support ticket',
    failure: 'Failed to convert the message',
    invalidates: [adminSupportRootKey],
  });
