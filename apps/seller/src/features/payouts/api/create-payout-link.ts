import { createSellerPayoutLink } from '@phonehub/api-client';
import { useMutation } from '@tanstack/react-query';
import { redirectTo } from '../../../shared/browser';

/**
 * Asks for a fresh link to the provider's hosted onboarding page and leaves for it at once: the
 * link is single-use and short-lived. A failure stays on the mutation for the card to show.
 */
export const useCreatePayoutLink = () =>
  useMutation({
    mutationFn: () => createSellerPayoutLink(),
    onSuccess: (link) => redirectTo(link.url),
  });

export type PayoutLinkMutation = ReturnType<typeof useCreatePayoutLink>;
