import type { PartnerApplication, PartnerApplicationRequest } from '@phonehub/contracts';
import { applyAsPartner } from '@phonehub/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type { PartnerApplicationRequest };

/** Sends the application; the status block then shows the new one. */
export function useApplyAsPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner', 'apply'],
    mutationFn: (body: PartnerApplicationRequest): Promise<PartnerApplication> => applyAsPartner(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partner', 'application'] }),
  });
}
