import { Body, Controller, Get, Headers, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Paged, SellerPayout } from '@phonehub/contracts';
import type { UserEntity } from '../../auth/entities/user.entity';
import { UsersService } from '../../auth/users.service';
import { AdminController } from '../../common/decorators/admin-controller.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { IdParam } from '../../common/validation/id-param.pipe';
import { SellerOnly } from '../seller.guard';
import { SellerErrors } from '../sellers.errors';
import { CreatePayoutDto } from './create-payout.dto';
import { PayoutErrors } from './seller-payouts.errors';
import { SellerPayoutsService } from './seller-payouts.service';

const sellerId = new IdParam(SellerErrors.notFound);

/** The signed-in seller's payouts. */
@ApiTags('seller')
@ApiBearerAuth()
@SellerOnly()
@Controller('seller/payouts')
export class SellerPayoutsController {
  constructor(private readonly payouts: SellerPayoutsService) {}

  @Get()
  list(@CurrentUser() user: UserEntity, @Query() query: PageQueryDto): Promise<Paged<SellerPayout>> {
    return this.payouts.list(user.id, query);
  }
}

/** Admin: pay a seller's available balance (201 when paid now, 200 when the key's payout is answered again). */
@AdminController('admin/sellers')
export class AdminSellerPayoutsController {
  constructor(
    private readonly payouts: SellerPayoutsService,
    private readonly users: UsersService,
  ) {}

  @Post(':id/payouts')
  @ApiHeader({
    name: 'Idempotency-Key',
    required: true,
    description: 'Names the attempt: a retry with it pays once',
  })
  async create(
    @CurrentUser() admin: UserEntity,
    @Param('id', sellerId) id: string,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Body() dto: CreatePayoutDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SellerPayout> {
    const key = idempotencyKey?.trim();
    if (!key || key.length > 255) throw PayoutErrors.idempotencyKeyRequired();
    const seller = await this.users.findById(id);
    if (!seller?.isSeller) throw SellerErrors.notFound();
    if (!seller.emailVerifiedAt) throw PayoutErrors.sellerEmailNotVerified();
    const { payout, created } = await this.payouts.payOut(id, dto.reference, key, admin.id);
    reply.status(created ? 201 : 200);
    return payout;
  }
}
