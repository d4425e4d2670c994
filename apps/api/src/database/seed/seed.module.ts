import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module';
import { CatalogueModule } from '../../catalogue/catalogue.module';
import { DemoDataSeeder } from './demo-data.seeder';

@Module({
  imports: [AuthModule, CatalogueModule],
  providers: [DemoDataSeeder],
})
export class SeedModule {}
