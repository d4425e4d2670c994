import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Roles } from './roles.decorator';

/**
 * A controller under `/admin/...`: listed under the docs' admin tag, signed in and admin-only.
 * Every admin controller repeated these four decorators by hand.
 */
export const AdminController = (path: string) =>
  applyDecorators(ApiTags('admin'), ApiBearerAuth(), Roles('admin'), Controller(path));
