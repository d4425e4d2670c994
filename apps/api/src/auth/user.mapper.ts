import type { AdminLoginResponse, User } from '@phonehub/contracts';
import type { UserEntity } from './entities/user.entity';

/** The only way a user leaves the API: field by field, so the password hash never can. */
export function toUser(user: UserEntity): User {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    address: user.address ?? null,
    role: user.role,
    is_seller: user.isSeller,
    is_suspended: user.isSuspended,
    seller_suspended: user.sellerSuspended,
    email_verified: user.emailVerifiedAt !== null,
    pending_email: user.pendingEmail ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

export function toAdmin(user: UserEntity): AdminLoginResponse['admin'] {
  return { ...toUser(user), username: user.username ?? '' };
}
