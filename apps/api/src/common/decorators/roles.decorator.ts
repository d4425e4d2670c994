import { SetMetadata } from '@nestjs/common';

export type Role = 'admin' | 'seller';
export const ROLES_KEY = 'phonehub:roles';

/** The caller needs one of these roles ('seller' = is_seller and not suspended). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
