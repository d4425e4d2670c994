import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../common/decorators/public.decorator';
import { ShippingService } from './shipping.service';

@ApiTags('shipping')
@Controller('shipping')
export class ShippingController {
  constructor(private readonly shipping: ShippingService) {}

  /** Called by the carrier; the body stays raw (payments/raw-body.ts) for the signature check. */
  @Public()
  @ApiExcludeEndpoint()
  @Post('webhook')
  @HttpCode(200)
  webhook(@Req() request: FastifyRequest, @Headers() headers: Record<string, string | string[] | undefined>) {
    return this.shipping.handleWebhook(request.body, headers);
  }
}
