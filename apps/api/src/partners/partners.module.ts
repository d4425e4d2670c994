import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { AdminPartnerApplicationsController } from './admin-partner-applications.controller';
import { PartnerApplicationEntity } from './entities/partner-application.entity';
import { SellerProfileEntity } from './entities/seller-profile.entity';
import { PartnerDecisionMailListener } from './mail/partner-decision-mail.listener';
import { PartnerApplicationsService } from './partner-applications.service';
import { PartnerController } from './partner.controller';
import { SellerProfilesService } from './seller-profiles.service';

/** The partner program: applications, their review, and the seller profiles approval creates. */
@Module({
  imports: [
    TypeOrmModule.forFeature([PartnerApplicationEntity, SellerProfileEntity]),
    AuthModule,
    MailModule,
  ],
  controllers: [PartnerController, AdminPartnerApplicationsController],
  providers: [PartnerApplicationsService, SellerProfilesService, PartnerDecisionMailListener],
  exports: [SellerProfilesService],
})
export class PartnersModule {}
