import { replyAsSupport, updateSupportTicket } from '@phonehub/api-client';
import { recordChange } from '../../../shared/use-admin-mutation';
import { adminSupportRootKey } from './get-support-tickets';

/** Status, priority, assignee; reloads the queue, the ticket and the badge. */
export const useUpdateSupportTicket = recordChange(updateSupportTicket, {
  success: 'Ticket updated',
  failure: 'Failed to update the ticket',
  invalidates: [adminSupportRootKey],
});

/** Support's reply (mailed to the customer by the API). */
export const useReplyAsSupport = recordChange(replyAsSupport, {
  success: 'Reply sent to the customer',
  failure: 'Failed to send the reply',
  invalidates: [adminSupportRootKey],
});
