import type { AdminUserRow } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';

export function toAdminUserRow(user: UserEntity): AdminUserRow {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    is_seller: user.isSeller,
    is_suspended: user.isSuspended,
    // Every row in `users` registered; guests (known only from trade-ins) come with the trade module.
    account_type: 'verified',
    created_at: user.createdAt.toISOString(),
  };
}
