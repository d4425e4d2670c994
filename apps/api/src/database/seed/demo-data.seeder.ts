import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DEMO_ACCOUNTS, DEMO_PRODUCTS } from '@phonehub/server-demo-data';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../auth/password-hasher.service';
import { UsersService } from '../../auth/users.service';
import { ProductsService } from '../../catalogue/products.service';
import { SellerProfilesService } from '../../partners/seller-profiles.service';
import { databaseConfig, type DatabaseConfig } from '../../config/database.config';
import { TradeDemoSeeder } from './trade-demo.seeder';

/**
 * Demo data, added at start-up when SEED_DEMO_DATA is on. Idempotent: rows that exist are left as
 * they are (a demo user may have edited their profile). Later modules add their steps to `run`.
 */
@Injectable()
export class DemoDataSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(databaseConfig.KEY) private readonly config: DatabaseConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly products: ProductsService,
    private readonly logger: Logger,
    private readonly dataSource: DataSource,
    private readonly sellerProfiles: SellerProfilesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seedDemoData) await this.run();
  }

  async run(): Promise<void> {
    await this.seedUsers();
    await this.seedSellerProfiles();
    await this.seedProducts();
    await new TradeDemoSeeder(this.dataSource, this.logger).run();
  }

  private async seedUsers(): Promise<void> {
    for (const account of DEMO_ACCOUNTS) {
      // Demo accounts own their (made-up) addresses, so selling and payouts work in a demo.
      const existing = await this.users.findByEmail(account.email);
      if (existing) {
        if (!existing.emailVerifiedAt && existing.role === 'customer')
          await this.users.markEmailVerified(existing.id);
        continue;
      }
      const added = await this.users.createCustomerIfMissing({
        email: account.email,
        passwordHash: await this.hasher.hash(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone,
        address: account.address,
        isSeller: account.isSeller,
        emailVerifiedAt: new Date(),
      });
      if (added)
        this.logger.log(
          `Seeded the demo ${account.label.toLowerCase()} ${account.email}`,
          DemoDataSeeder.name,
        );
    }
  }

  /** The demo seller sells under a company name ("Sold by ..."), as an approved partner does; a profile that exists is kept. */
  private async seedSellerProfiles(): Promise<void> {
    for (const { email, company } of DEMO_ACCOUNTS) {
      const user = company ? await this.users.findByEmail(email) : null;
      if (!company || !user?.isSeller || (await this.sellerProfiles.find(user.id))) continue;
      await this.dataSource.transaction((manager) =>
        this.sellerProfiles.save(manager, { userId: user.id, ...company }),
      );
    }
  }

  /** Keyed by sku: a product already there (perhaps edited or sold out since) is left alone. */
  private async seedProducts(): Promise<void> {
    const sellerEmail = DEMO_ACCOUNTS.find((account) => account.isSeller)?.email;
    const seller = sellerEmail ? await this.users.findByEmail(sellerEmail) : null;
    const added = await this.products.addMissing(
      DEMO_PRODUCTS.map(({ seller: soldBy, price, originalPrice, stock, ...product }) => ({
        ...product,
        sellerId: soldBy === 'demo-seller' ? (seller?.id ?? null) : null,
        priceCents: Math.round(price * 100),
        originalPriceCents: Math.round(originalPrice * 100),
        stockQuantity: stock,
      })),
    );
    if (added > 0) this.logger.log(`Seeded ${added} demo products`, DemoDataSeeder.name);
  }
}
