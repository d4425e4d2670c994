import { Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
  AdminPayout,
  Paged,
  PayoutAccountLink,
  PayoutAccountStatus,
  SellerEarnings,
  SellerLedgerLine,
  SellerPayout,
} from '@phonehub/contracts';
import type { UserEntity } from '../../auth/entities/user.entity';
import { AdminController } from '../../common/decorators/admin-controller.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { RateLimited } from '../../common/decorators/rate-limited.decorator';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { IdParam } from '../../common/validation/id-param.pipe';
import { UsersService } from '../../auth/users.service';
import { SellerErrors } from '../sellers.errors';
import { appConfig, type AppConfig } from '../../config/app.config';
import { PayoutAccountsService } from '../../payouts/payout-accounts.service';
import { SellerLedgerService } from '../ledger/seller-ledger.service';
import { SellerOnly } from '../seller.guard';
import { sellerFundsConfig, type SellerFundsConfig } from '../seller-funds.config';
import { AdminPayoutsQueryDto } from '../../payouts/dto/admin-payouts-query.dto';
import { PayoutErrors } from './seller-payouts.errors';
import { SellerPayoutsService } from './seller-payouts.service';

/** The signed-in seller's money: earnings, ledger, transfers, and setting up where they are paid. */
@ApiTags('seller')
@ApiBearerAuth()
@SellerOnly()
@Controller('seller')
export class SellerPayoutsController {
  constructor(
    private readonly payouts: SellerPayoutsService,
    private readonly ledger: SellerLedgerService,
    private readonly accounts: PayoutAccountsService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @Inject(sellerFundsConfig.KEY) private readonly funds: SellerFundsConfig,
  ) {}

  @Get('payouts')
  list(@CurrentUser() user: UserEntity, @Query() query: PageQueryDto): Promise<Paged<SellerPayout>> {
    return this.payouts.list(user.id, query);
  }

  @Get('earnings')
  earnings(@CurrentUser() user: UserEntity): Promise<SellerEarnings> {
    return this.payouts.earnings(user.id, this.funds);
  }

  @Get('ledger')
  ledgerPage(
    @CurrentUser() user: UserEntity,
    @Query() query: PageQueryDto,
  ): Promise<Paged<SellerLedgerLine>> {
    return this.ledger.page(user.id, query);
  }

  @Get('payout-account')
  payoutAccount(@CurrentUser() user: UserEntity): Promise<PayoutAccountStatus> {
    return this.accounts.status('seller', user.id);
  }

  /** The provider's onboarding page for the seller's payout account (opened on first use). */
  @Post('payout-account/link')
  @HttpCode(200)
  @RateLimited()
  payoutAccountLink(@CurrentUser() user: UserEntity): Promise<PayoutAccountLink> {
    if (!user.emailVerifiedAt) throw PayoutErrors.sellerEmailNotVerified();
    const back = `${this.app.publicUrl}/seller-dashboard?tab=payouts&onboarding=`;
    return this.accounts.onboardingLink(
      { purpose: 'seller', ownerId: user.id, email: user.email },
      `${back}return`,
      `${back}refresh`,
    );
  }
}

/** Admin: every transfer to sellers, with the provider's ids and statuses. */
@AdminController('admin/payouts/sellers')
export class AdminSellerPayoutsController {
  constructor(private readonly payouts: SellerPayoutsService) {}

  @Get()
  list(@Query() query: AdminPayoutsQueryDto): Promise<Paged<AdminPayout>> {
    return this.payouts.adminList(query);
  }
}

const sellerId = new IdParam(SellerErrors.notFound);

/** Admin: one seller's earnings (with any debt) and ledger, as the seller sees them. */
@AdminController('admin/sellers')
export class AdminSellerEarningsController {
  constructor(
    private readonly payouts: SellerPayoutsService,
    private readonly ledger: SellerLedgerService,
    private readonly users: UsersService,
    @Inject(sellerFundsConfig.KEY) private readonly funds: SellerFundsConfig,
  ) {}

  @Get(':id/earnings')
  async earnings(@Param('id', sellerId) id: string): Promise<SellerEarnings> {
    await this.seller(id);
    return this.payouts.earnings(id, this.funds);
  }

  @Get(':id/ledger')
  async ledgerPage(
    @Param('id', sellerId) id: string,
    @Query() query: PageQueryDto,
  ): Promise<Paged<SellerLedgerLine>> {
    await this.seller(id);
    return this.ledger.page(id, query);
  }

  private async seller(id: string): Promise<void> {
    const seller = await this.users.findById(id);
    if (!seller?.isSeller) throw SellerErrors.notFound();
  }
}
