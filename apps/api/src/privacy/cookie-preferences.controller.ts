import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CookiePreferences } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { CookiePreferencesService } from './cookie-preferences.service';
import { UpdateCookiePreferencesDto } from './dto/update-cookie-preferences.dto';

/** The signed-in user's own cookie choice (guests keep theirs in the browser). */
@ApiTags('privacy')
@ApiBearerAuth()
@Controller('me/cookie-preferences')
export class CookiePreferencesController {
  constructor(private readonly preferences: CookiePreferencesService) {}

  @Get()
  get(@CurrentUser() user: UserEntity): Promise<CookiePreferences> {
    return this.preferences.forUser(user.id);
  }

  @Put()
  save(@CurrentUser() user: UserEntity, @Body() dto: UpdateCookiePreferencesDto): Promise<CookiePreferences> {
    return this.preferences.save(user.id, dto);
  }
}
