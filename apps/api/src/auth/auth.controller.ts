import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthResponse, MessageResponse, User } from '@phonehub/contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { RateLimited } from '../common/decorators/rate-limited.decorator';
import { AuthService } from './auth.service';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UserEntity } from './entities/user.entity';
import { PasswordResetService } from './password-reset.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @Public()
  @RateLimited()
  @Post('register')
  register(@Body() dto: RegisterDto): Promise<AuthResponse> {
    return this.auth.register(dto);
  }

  @Public()
  @RateLimited()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  login(@Body() dto: LoginDto, @Ip() ip: string): Promise<AuthResponse> {
    return this.auth.login(dto, ip);
  }

  /** Signs out everywhere: every token issued to this account so far stops working. */
  @ApiBearerAuth()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  logout(@CurrentUser() user: UserEntity): Promise<void> {
    return this.auth.logout(user);
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
}
