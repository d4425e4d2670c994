import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminLoginResult, AdminTotpEnrolledLogin, AdminTotpSetup } from '@phonehub/contracts';
import { Public } from '../common/decorators/public.decorator';
import { RateLimited } from '../common/decorators/rate-limited.decorator';
import { AdminAccountService } from './admin-account.service';
import { Client, type ClientInfo } from './client-info';
import { AdminLoginDto } from './dto/admin-login.dto';
import { ConfirmLoginEnrolmentDto, EnrolmentTokenDto } from './dto/admin-totp.dto';

/** The public /admin routes (the sign-in and its enrolment step); everything else under /admin needs an admin token. */
@ApiTags('admin')
@Controller('admin')
export class AdminAuthController {
  constructor(private readonly admins: AdminAccountService) {}

  @Public()
  @RateLimited()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  login(@Body() dto: AdminLoginDto, @Client() client: ClientInfo): Promise<AdminLoginResult> {
    return this.admins.login(dto.username, dto.password, client, dto.totp_code);
  }

  /** ADMIN_TOTP_REQUIRED: the sign-in of an admin without an authenticator continues here. */
  @Public()
  @RateLimited()
  @Post('login/two-factor/enrolment')
  @HttpCode(HttpStatus.OK)
  startEnrolment(@Body() dto: EnrolmentTokenDto): Promise<AdminTotpSetup> {
    return this.admins.startLoginEnrolment(dto.enrolment_token);
  }

  @Public()
  @RateLimited()
  @Post('login/two-factor/enrolment/confirm')
  @HttpCode(HttpStatus.OK)
  confirmEnrolment(
    @Body() dto: ConfirmLoginEnrolmentDto,
    @Client() client: ClientInfo,
  ): Promise<AdminTotpEnrolledLogin> {
    return this.admins.confirmLoginEnrolment(dto.enrolment_token, dto.code, client);
  }
}
