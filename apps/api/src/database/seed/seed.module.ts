import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module';
import { CatalogueModule } from '../../catalogue/catalogue.module';
import { PartnersModule } from '../../partners/partners.module';
import { DemoDataSeeder } from './demo-data.seeder';

@Module({
  imports: [AuthModule, CatalogueModule, PartnersModule],
  providers: [DemoDataSeeder],
})
export class SeedModule {}
