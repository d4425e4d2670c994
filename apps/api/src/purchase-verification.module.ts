import { Global, Module } from '@nestjs/common';
import { PurchaseVerifier } from './catalogue/purchase-verifier.port';
import { PaidOrdersPurchaseVerifier } from './orders/paid-orders-purchase-verifier';

/**
 * "Verified Purchase": the catalogue asks (its PurchaseVerifier port), the orders module knows (a paid
 * order containing the product). Bound here, at the composition root, since orders already depends
 * on the catalogue and the catalogue must not import orders.
 */
@Global()
@Module({
  providers: [{ provide: PurchaseVerifier, useClass: PaidOrdersPurchaseVerifier }],
  exports: [PurchaseVerifier],
})
export class PurchaseVerificationModule {}
