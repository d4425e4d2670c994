import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { authConfig, type AuthConfig } from '../config/auth.config';
import { MailModule } from '../mail/mail.module';
import { AccessTokenService, JWT_ISSUER } from './access-token.service';
import { AdminAccountService } from './admin-account.service';
import { AdminAuthController } from './admin-auth.controller';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';
import { UserEntity } from './entities/user.entity';
import { JwtStrategy } from './jwt.strategy';
import { LoginAttemptsService } from './login-attempts.service';
import { EmailChangedMailListener } from './mail/email-changed.listener';
import { PasswordResetMailListener } from './mail/password-reset.listener';
import { PasswordHasher } from './password-hasher.service';
import { PasswordResetService } from './password-reset.service';
import { UsersService } from './users.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, PasswordResetTokenEntity]),
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
  controllers: [AuthController, AdminAuthController],
  providers: [
    AuthService,
    PasswordResetService,
    AdminAccountService,
    UsersService,
    PasswordHasher,
    AccessTokenService,
    LoginAttemptsService,
    JwtStrategy,
    PasswordResetMailListener,
    EmailChangedMailListener,
  ],
  exports: [UsersService, PasswordHasher],
})
export class AuthModule {}
