import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule, ThrottlerStorageService } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { AdminModule } from './admin/admin.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { CATALOGUE_SESSION_SETTINGS } from './catalogue/search-session-settings';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { AuthRateLimiter, AuthThrottlerGuard } from './common/guards/auth-throttler.guard';
import { JwtAuthGuard } from './common/guards/jwt-auth.guard';
import { ResilientThrottlerStorage } from './common/guards/resilient-throttler-storage';
import { RolesGuard } from './common/guards/roles.guard';
import { loggerOptions } from './common/logging/logger.options';
import { appConfig, type AppConfig } from './config/app.config';
import { authConfig } from './config/auth.config';
import { databaseConfig } from './config/database.config';
import { jobsConfig } from './config/jobs.config';
import { mailConfig } from './config/mail.config';
import { rateLimitConfig, type RateLimitConfig } from './config/rate-limit.config';
import { retentionConfig } from './config/retention.config';
import { DatabaseModule } from './database/database.module';
import { DisputesModule } from './disputes/disputes.module';
import { SeedModule } from './database/seed/seed.module';
import { HealthModule } from './health/health.module';
import { ObservabilityModule } from './observability/observability.module';
import { JobsModule } from './jobs/jobs.module';
import { MailModule } from './mail/mail.module';
import { OrdersModule } from './orders/orders.module';
import { PartnersModule } from './partners/partners.module';
import { SellersModule } from './sellers/sellers.module';
import { SupportModule } from './support/support.module';
import { PaymentGatewayModule } from './payments/payment-gateway.module';
import { PaymentsModule } from './payments/payments.module';
import { PayoutsModule } from './payouts/payouts.module';
import { ShippingModule } from './shipping/shipping.module';
import { PrivacyModule } from './privacy/privacy.module';
import { PurchaseVerificationModule } from './purchase-verification.module';
import { ReconciliationModule } from './reconciliation/reconciliation.module';
import { SellerMoneyModule } from './sellers/seller-money.module';
import { SettingsModule } from './settings/settings.module';
import { StockAlertsModule } from './stock-alerts/stock-alerts.module';
import { StatusHistoryModule } from './status-history/status-history.module';
import { TradeModule } from './trade/trade.module';

@Module({
  imports: [
    ConfigModule.forRoot({
      isGlobal: true,
      ignoreEnvFile: true,
      load: [appConfig, databaseConfig, authConfig, rateLimitConfig, mailConfig, jobsConfig, retentionConfig],
    }),
    LoggerModule.forRootAsync({
      inject: [appConfig.KEY],
      useFactory: (config: AppConfig) => loggerOptions(config),
    }),
    ThrottlerModule.forRootAsync({
      inject: [rateLimitConfig.KEY],
      useFactory: (config: RateLimitConfig) => ({
        throttlers: [{ name: 'auth', ttl: 60_000, limit: config.authRequestsPerMinute }],
        // With Redis, counts fall back to this instance's memory while Redis does not answer.
        storage: config.redisUrl
          ? ResilientThrottlerStorage.connect(config.redisUrl)
          : new ThrottlerStorageService(),
      }),
    }),
    // Every session starts with the settings the catalogue's search statements rely on.
    DatabaseModule.forRoot({ sessionSettings: CATALOGUE_SESSION_SETTINGS }),
    JobsModule,
    MailModule,
    AuthModule,
    AuditModule,
    StatusHistoryModule,
    AdminModule,
    CatalogueModule,
    PurchaseVerificationModule,
    TradeModule,
    PaymentGatewayModule,
    OrdersModule,
    PaymentsModule,
    DisputesModule,
    PayoutsModule,
    ShippingModule,
    PartnersModule,
    SellersModule,
    SupportModule,
    SellerMoneyModule,
    SettingsModule,
    PrivacyModule,
    StockAlertsModule,
    ReconciliationModule,
    HealthModule,
    ObservabilityModule,
    SeedModule,
  ],
  providers: [
    AuthRateLimiter,
    // Order matters: rate limit first, then authentication, then roles.
    { provide: APP_GUARD, useClass: AuthThrottlerGuard },
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
  ],
})
export class AppModule {}
