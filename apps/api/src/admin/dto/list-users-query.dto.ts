import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import type { AdminUsersQuery } from '@phonehub/contracts';
import { BlankAsMissing, OneOfFilter } from '../../common/paging/list-filters';
import { PageQueryDto } from '../../common/paging/page-query.dto';

const ROLES = ['customer', 'admin'] as const;

/** 'true'/'false' in the query string; a blank is no filter, anything else stays and is refused. */
const toBoolean = ({ value }: { value: unknown }) => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
};

const BooleanFilter = (name: string): PropertyDecorator => {
  return (target, key) => {
    ApiPropertyOptional({ enum: ['true', 'false'] })(target, key);
    IsOptional()(target, key);
    Transform(toBoolean)(target, key);
    IsBoolean({ message: `${name} must be true or false` })(target, key);
  };
};

/** GET /api/admin/users: newest first; search matches part of a name or email; filters narrow it. */
export class ListUsersQueryDto
  extends PageQueryDto
  implements Omit<AdminUsersQuery, 'seller' | 'suspended' | 'guest'>
{
  @OneOfFilter(ROLES, { read: BlankAsMissing() })
  role?: (typeof ROLES)[number];

  @BooleanFilter('seller')
  seller?: boolean;

  @BooleanFilter('suspended')
  suspended?: boolean;

  @BooleanFilter('guest')
  guest?: boolean;
}
