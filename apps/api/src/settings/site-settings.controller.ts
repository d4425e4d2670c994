import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminSiteSettings, PublicSiteSettings } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { AdminController } from '../common/decorators/admin-controller.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { UpdateSiteSettingsDto } from './site-settings.dto';
import { SiteSettingsService } from './site-settings.service';

@ApiTags('site')
@Controller('site-settings')
export class SiteSettingsController {
  constructor(private readonly settings: SiteSettingsService) {}

  /** What every page needs: title, SEO tags, tag ids (public ids, no secrets) and the impact figures. */
  @Public()
  @Get()
  get(): Promise<PublicSiteSettings> {
    return this.settings.public();
  }
}

@AdminController('admin/site-settings')
export class AdminSiteSettingsController {
  constructor(private readonly settings: SiteSettingsService) {}

  @Get()
  get(): Promise<AdminSiteSettings> {
    return this.settings.admin();
  }

  @Put()
  update(@Body() dto: UpdateSiteSettingsDto, @CurrentUser() admin: UserEntity): Promise<AdminSiteSettings> {
    return this.settings.update(dto, admin.id);
  }
}
