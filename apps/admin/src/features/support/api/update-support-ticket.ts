import { replyAsSupport, updateSupportTicket } from '@phonehub/api-client';
import { useAdminMutation } from '../../../shared/use-admin-mutation';
import { adminSupportRootKey } from './get-support-tickets';
import { withIdAndBody } from '../../../shared/with-id-and-body';

export const putSupportTicket = withIdAndBody(updateSupportTicket);

export const postSupportReply = withIdAndBody(replyAsSupport);

/** Status, priority, assignee; reloads the queue, the ticket and the badge. */
export const useUpdateSupportTicket = () =>
  useAdminMutation({
    mutationFn: putSupportTicket,
    success: 'Ticket updated',
    failure: 'Failed to update the ticket',
    invalidates: [adminSupportRootKey],
  });

/** Support's reply (mailed to the customer by the API). */
export const useReplyAsSupport = () =>
  useAdminMutation({
    mutationFn: postSupportReply,
    success: 'Reply sent to the customer',
    failure: 'Failed to send the reply',
    invalidates: [adminSupportRootKey],
  });
