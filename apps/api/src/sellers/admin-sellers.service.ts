import { Injectable } from '@nestjs/common';
import type { AdminSeller, Paged } from '@phonehub/contracts';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { UsersService } from '../auth/users.service';
import { SellerCatalogueService } from '../catalogue/sellers/seller-catalogue.service';
import { toPaged } from '../common/paging/paged';
import { SellerProfilesService, type SellerAccount } from '../partners/seller-profiles.service';
import type { AdminSellersQueryDto } from './dto/admin-sellers-query.dto';
import { SellerBalances } from './seller-balances';
import { SellerErrors } from './sellers.errors';

/**
 * The admins' sellers: accounts and company names from the partners module, listed product counts
 * from the catalogue, balances from the ledger, each read once per page.
 */
@Injectable()
export class AdminSellersService {
  constructor(
    private readonly db: DataSource,
    private readonly profiles: SellerProfilesService,
    private readonly users: UsersService,
    private readonly catalogue: SellerCatalogueService,
    private readonly ledger: SellerBalances,
    private readonly audit: AuditService,
  ) {}

  async list(query: AdminSellersQueryDto): Promise<Paged<AdminSeller>> {
    const { rows, total } = await this.profiles.page(query);
    return toPaged(await this.toAdminSellers(rows), total, query);
  }

  /**
   * Suspends or restores a seller in one transaction: the seller flag (so the seller's routes refuse
   * them on the next request, while the account still signs in and shops) and the seller's products
   * (they leave the catalogue and checkout, or return).
   */
  async setSuspended(id: string, suspended: boolean, actorId: string | null = null): Promise<AdminSeller> {
    const profile = await this.profiles.find(id);
    const user = profile && (await this.users.findById(id));
    if (!profile || !user?.isSeller) throw SellerErrors.notFound();
    await this.db.transaction(async (manager) => {
      await this.users.setSellerSuspended(manager, id, suspended);
      // A suspended account keeps its products out of the catalogue whatever its seller flag says.
      await this.catalogue.setSellerSuspended(manager, id, suspended || user.isSuspended);
      await this.audit.record(
        {
          actorId,
          action: 'seller.suspend',
          entityType: 'seller',
          entityId: id,
          before: { seller_suspended: user.sellerSuspended },
          after: { seller_suspended: suspended },
        },
        manager,
      );
    });
    const [seller] = await this.toAdminSellers([
      {
        ...profile,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        isSuspended: suspended,
        accountCreatedAt: user.createdAt,
      },
    ]);
    return seller;
  }

  private async toAdminSellers(rows: readonly SellerAccount[]): Promise<AdminSeller[]> {
    const ids = rows.map((row) => row.userId);
    const [counts, balances] = await Promise.all([
      this.catalogue.listedCounts(ids),
      this.ledger.balances(ids),
    ]);
    return rows.map((row) => ({
      id: row.userId,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      company_name: row.companyName,
      contact_name: row.contactName,
      is_suspended: row.isSuspended,
      created_at: row.accountCreatedAt.toISOString(),
      products: counts.get(row.userId) ?? 0,
      available_balance_cents: balances.get(row.userId)?.available ?? 0,
      pending_balance_cents: balances.get(row.userId)?.pending ?? 0,
    }));
  }
}
