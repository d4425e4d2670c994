import type { UpdateProfileRequest, User } from '@phonehub/contracts';
import { updateProfile } from '@phonehub/api-client';
import { useSession } from '@phonehub/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from './get-profile';

export type { UpdateProfileRequest, User };

export const saveProfile = (body: UpdateProfileRequest): Promise<User> => updateProfile(body);

/** Saves the profile, then puts the saved user into the profile query and the session. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationKey: ['auth', 'update-profile'],
    mutationFn: saveProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(profileQueryKey(user.id), user);
      updateUser(user);
    },
  });
}
