import { Body, Get, Param, Put, Query } from '@nestjs/common';
import type { AdminUserProfile, AdminUserRow, AdminUsersResponse } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { AdminController } from '../common/decorators/admin-controller.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdParam } from '../common/validation/id-param.pipe';
import { AdminErrors } from './admin.errors';
import { AdminUsersService } from './admin-users.service';
import { ListUsersQueryDto } from './dto/list-users-query.dto';
import { SuspendUserDto } from './dto/suspend-user.dto';

const userId = new IdParam(AdminErrors.userNotFound);

@AdminController('admin/users')
export class AdminUsersController {
  constructor(private readonly adminUsers: AdminUsersService) {}

  @Get()
  list(@Query() query: ListUsersQueryDto): Promise<AdminUsersResponse> {
    return this.adminUsers.list(query);
  }

  @Get(':id')
  profile(@Param('id', userId) id: string): Promise<AdminUserProfile> {
    return this.adminUsers.profile(id);
  }

  /** Suspends (or restores) an account; not the admin's own (409). */
  @Put(':id/suspend')
  suspend(
    @CurrentUser() admin: UserEntity,
    @Param('id', userId) id: string,
    @Body() dto: SuspendUserDto,
  ): Promise<AdminUserRow> {
    return this.adminUsers.setSuspended(admin, id, dto.is_suspended);
  }
}
