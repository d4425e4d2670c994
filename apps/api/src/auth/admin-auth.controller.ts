import { Body, Controller, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminLoginResponse } from '@phonehub/contracts';
import { Public } from '../common/decorators/public.decorator';
import { RateLimited } from '../common/decorators/rate-limited.decorator';
import { AdminAccountService } from './admin-account.service';
import { AdminLoginDto } from './dto/admin-login.dto';

/** The one public /admin route; everything else under /admin needs an admin token. */
@ApiTags('admin')
@Controller('admin')
export class AdminAuthController {
  constructor(private readonly admins: AdminAccountService) {}

  @Public()
  @RateLimited()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  login(@Body() dto: AdminLoginDto, @Ip() ip: string): Promise<AdminLoginResponse> {
    return this.admins.login(dto.username, dto.password, ip);
  }
}
