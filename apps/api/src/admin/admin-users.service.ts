import { Injectable } from '@nestjs/common';
import type { AdminUsersResponse } from '@phonehub/contracts';
import { UsersService } from '../auth/users.service';
import { toAdminUserRow } from './admin-user.mapper';
import type { ListUsersQueryDto } from './dto/list-users-query.dto';

@Injectable()
export class AdminUsersService {
  constructor(private readonly users: UsersService) {}

  async list(query: ListUsersQueryDto): Promise<AdminUsersResponse> {
    const { users, total } = await this.users.listCustomers({
      page: query.page,
      limit: query.limit,
      search: query.search || undefined,
    });
    return { users: users.map(toAdminUserRow), total };
  }
}
