import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthResponse, MessageResponse, User, VerifyEmailResponse } from '@phonehub/contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { RateLimited } from '../common/decorators/rate-limited.decorator';
import { AuthService } from './auth.service';
import { Client, type ClientInfo } from './client-info';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { VerifyEmailDto } from './dto/verify-email.dto';
import { EmailVerificationService } from './email-verification.service';
import { UserEntity } from './entities/user.entity';
import { PasswordResetService } from './password-reset.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
    private readonly verification: EmailVerificationService,
  ) {}

  @Public()
  @RateLimited()
  @Post('register')
  register(@Body() dto: RegisterDto, @Client() client: ClientInfo): Promise<AuthResponse> {
    return this.auth.register(dto, client);
  }

  @Public()
  @RateLimited()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  login(@Body() dto: LoginDto, @Client() client: ClientInfo): Promise<AuthResponse> {
    return this.auth.login(dto, client);
  }

  @ApiBearerAuth()
  @Get('me')
  me(@CurrentUser() user: UserEntity): User {
    return this.auth.me(user);
  }

  @ApiBearerAuth()
  @Put('profile')
  updateProfile(
    @CurrentUser() user: UserEntity,
    @Body() dto: UpdateProfileDto,
    @Ip() ip: string,
  ): Promise<User> {
    return this.auth.updateProfile(user, dto, ip);
  }

  @Public()
  @RateLimited()
  @Post('forgot-password')
  @HttpCode(HttpStatus.OK)
  forgotPassword(@Body() dto: ForgotPasswordDto): Promise<MessageResponse> {
    return this.passwordReset.requestReset(dto.email);
  }

  @Public()
  @RateLimited()
  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageResponse> {
    return this.passwordReset.resetPassword(dto.token, dto.password);
  }

  /** Follows a link mailed to an address, signed in as the account it was sent for. */
  @ApiBearerAuth()
  @RateLimited()
  @Post('verify-email')
  @HttpCode(HttpStatus.OK)
  verifyEmail(@CurrentUser() user: UserEntity, @Body() dto: VerifyEmailDto): Promise<VerifyEmailResponse> {
    return this.verification.verify(user, dto.token);
  }

  /** A new link to the account's address, while it is not verified (one a minute). */
  @ApiBearerAuth()
  @RateLimited()
  @Post('resend-verification')
  @HttpCode(HttpStatus.OK)
  resendVerification(@CurrentUser() user: UserEntity): Promise<MessageResponse> {
    return this.verification.resend(user);
  }
}
