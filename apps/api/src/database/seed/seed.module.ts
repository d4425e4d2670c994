import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module';
import { DemoDataSeeder } from './demo-data.seeder';

@Module({
  imports: [AuthModule],
  providers: [DemoDataSeeder],
})
export class SeedModule {}
