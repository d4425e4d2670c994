import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { authConfig, type AuthConfig } from '../config/auth.config';
import { MailModule } from '../mail/mail.module';
import { AccessTokenService, JWT_ISSUER } from './access-token.service';
import { AdminAccountService } from './admin-account.service';
import { AdminAuthController } from './admin-auth.controller';
import { AdminTotpController } from './admin-totp.controller';
import { AdminTotpService } from './admin-totp.service';
import { AuthSessionsController } from './auth-sessions.controller';
import { AuthSessionsService } from './auth-sessions.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailVerificationService } from './email-verification.service';
import { EmailVerificationTokenEntity } from './entities/email-verification-token.entity';
import { AuthSessionEntity } from './entities/auth-session.entity';
import { AdminRecoveryCodeEntity } from './entities/admin-recovery-code.entity';
import { AdminTotpEntity } from './entities/admin-totp.entity';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';
import { UserEntity } from './entities/user.entity';
import { JwtKeys } from './jwt-keys';
import { JwtStrategy } from './jwt.strategy';
import { LoginAttemptsService } from './login-attempts.service';
import { EmailChangedMailListener } from './mail/email-changed.listener';
import { EmailVerificationMailListener } from './mail/email-verification.listener';
import { PasswordResetMailListener } from './mail/password-reset.listener';
import { PasswordHasher } from './password-hasher.service';
import { PasswordResetService } from './password-reset.service';
import { UsersService } from './users.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      UserEntity,
      AuthSessionEntity,
      PasswordResetTokenEntity,
      EmailVerificationTokenEntity,
      AdminTotpEntity,
      AdminRecoveryCodeEntity,
    ]),
    PassportModule,
    MailModule,
    JwtModule.registerAsync({
      inject: [authConfig.KEY],
      useFactory: (config: AuthConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', issuer: JWT_ISSUER },
        verifyOptions: { algorithms: ['HS256'], issuer: JWT_ISSUER },
      }),
    }),
  ],
  controllers: [AuthController, AuthSessionsController, AdminAuthController, AdminTotpController],
  providers: [
    AuthService,
    PasswordResetService,
    AdminAccountService,
    AdminTotpService,
    UsersService,
    PasswordHasher,
    AccessTokenService,
    AuthSessionsService,
    LoginAttemptsService,
    JwtKeys,
    JwtStrategy,
    PasswordResetMailListener,
    EmailChangedMailListener,
    EmailVerificationService,
    EmailVerificationMailListener,
  ],
  exports: [UsersService, PasswordHasher, EmailVerificationService],
})
export class AuthModule {}
