import { Body, Get, HttpCode, HttpStatus, Inject, Ip, Post } from '@nestjs/common';
import type { AdminTotpRecoveryCodes, AdminTotpSetup, AdminTotpStatus } from '@phonehub/contracts';
import { AdminController } from '../common/decorators/admin-controller.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { RateLimited } from '../common/decorators/rate-limited.decorator';
import { authConfig, type AuthConfig } from '../config/auth.config';
import { AdminAccountService } from './admin-account.service';
import { AdminTotpService } from './admin-totp.service';
import { DisableTotpDto, TotpCodeDto } from './dto/admin-totp.dto';
import { UserEntity } from './entities/user.entity';

/** The signed-in admin's own second factor: whether it is on, enrolling an authenticator, turning it off. */
@AdminController('admin/two-factor')
export class AdminTotpController {
  constructor(
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
    private readonly totp: AdminTotpService,
    private readonly admins: AdminAccountService,
  ) {}

  @Get()
  status(@CurrentUser() admin: UserEntity): Promise<AdminTotpStatus> {
    return this.totp.status(admin.id, this.config.admin.totpRequired);
  }

  /** A new secret (QR code and text); sign-in asks for codes only once it is confirmed. */
  @Post('enrolment')
  @HttpCode(HttpStatus.OK)
  startEnrolment(@CurrentUser() admin: UserEntity): Promise<AdminTotpSetup> {
    return this.totp.startEnrolment(admin.id, admin.username ?? this.config.admin.username);
  }

  /** The app's current code turns it on; the recovery codes are answered this once. */
  @Post('enrolment/confirm')
  @HttpCode(HttpStatus.OK)
  async confirmEnrolment(
    @CurrentUser() admin: UserEntity,
    @Body() dto: TotpCodeDto,
  ): Promise<AdminTotpRecoveryCodes> {
    return { recovery_codes: await this.totp.confirmEnrolment(admin.id, dto.code) };
  }

  @RateLimited()
  @Post('disable')
  @HttpCode(HttpStatus.NO_CONTENT)
  disable(@CurrentUser() admin: UserEntity, @Body() dto: DisableTotpDto, @Ip() ip: string): Promise<void> {
    return this.admins.disableTotp(admin, dto.password, dto.code, ip);
  }
}
