import { MAIL_TEXTS, type MailRecord } from '@phonehub/contracts';
import { apiRequest } from '@phonehub/api-client';
import { useAdminMutation } from '../../../shared/use-admin-mutation';
import { adminMailsRootKey } from './get-mails';

/** Queues a failed mail again (200 with the mail, now queued); 409 for a mail that is not failed, 404 for an unknown one. */
export const postMailResend = (id: string): Promise<MailRecord> =>
  apiRequest('POST', `/admin/mails/${encodeURIComponent(id)}/resend`);

export const useResendMail = () =>
  useAdminMutation({
    mutationFn: postMailResend,
    success: MAIL_TEXTS.resent,
    failure: 'Failed to resend the mail',
    invalidates: [adminMailsRootKey],
  });
