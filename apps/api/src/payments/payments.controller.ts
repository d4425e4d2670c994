import { Body, Controller, Get, Headers, HttpCode, Ip, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { CheckoutStatusResponse, CheckoutWithCreditResponse } from '@phonehub/contracts';
import type { FastifyRequest } from 'fastify';
import type { UserEntity } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { RateLimited } from '../common/decorators/rate-limited.decorator';
import { OptionalUserGuard } from '../common/guards/optional-user.guard';
import { IdParam } from '../common/validation/id-param.pipe';
import { PayOrderDto } from './dto/pay-order.dto';
import { CheckoutService } from './checkout.service';
import { CheckoutSessionDto } from './dto/checkout-session.dto';
import { PaymentEventsService } from './payment-events.service';
import { OrderErrors } from '../orders/orders.errors';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly events: PaymentEventsService,
  ) {}

  /** Each checkout holds stock, so opening one counts against the client's per-minute budget. */
  @ApiBearerAuth()
  @RateLimited()
  @Post('checkout/session')
  createSession(
    @CurrentUser() user: UserEntity,
    @Body() dto: CheckoutSessionDto,
    @Ip() ip: string | undefined,
  ): Promise<CheckoutWithCreditResponse> {
    return this.checkout.createSession(user, dto, ip || null);
  }

  @Public()
  @RateLimited()
  @Post('checkout/session/guest')
  createGuestSession(
    @Body() dto: CheckoutSessionDto,
    @Ip() ip: string | undefined,
  ): Promise<CheckoutWithCreditResponse> {
    return this.checkout.createSession(null, dto, ip || null);
  }

  /** "Pay now": a fresh payment session for a pending order, for its owner or (a guest's order) its email. */
  @ApiBearerAuth()
  @Public()
  @UseGuards(OptionalUserGuard)
  @RateLimited()
  @Post('checkout/orders/:id/session')
  reopenSession(
    @CurrentUser() user: UserEntity | undefined,
    @Param('id', new IdParam(() => OrderErrors.notFound())) id: string,
    @Body() dto: PayOrderDto,
  ): Promise<CheckoutWithCreditResponse> {
    return this.checkout.reopenSession(user ?? null, id, dto);
  }

  @Public()
  @Get('checkout/status/:sessionId')
  status(@Param('sessionId') sessionId: string): Promise<CheckoutStatusResponse> {
    return this.events.status(sessionId);
  }

  /** Called by the payment provider; the body stays raw (see raw-body.ts) for the signature check. */
  @Public()
  @ApiExcludeEndpoint()
  @Post('webhook')
  @HttpCode(200)
  webhook(@Req() request: FastifyRequest, @Headers('stripe-signature') signature: string | undefined) {
    return this.events.handleWebhook(request.body, signature);
  }
}
