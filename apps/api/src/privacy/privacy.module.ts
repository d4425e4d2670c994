import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CookiePreferencesController } from './cookie-preferences.controller';
import { CookiePreferencesService } from './cookie-preferences.service';
import { UserCookiePreferencesEntity } from './entities/user-cookie-preferences.entity';

/** Privacy choices a user makes about their own data: cookie preferences. */
@Module({
  imports: [TypeOrmModule.forFeature([UserCookiePreferencesEntity])],
  controllers: [CookiePreferencesController],
  providers: [CookiePreferencesService],
  exports: [CookiePreferencesService],
})
export class PrivacyModule {}
