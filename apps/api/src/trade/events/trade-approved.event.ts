/**
 * A trade was approved (published in the review's transaction): its job buys the prepaid inbound
 * label the customer sends the device with, and mails it.
 */
export class TradeApprovedEvent {
  static readonly eventName = 'trade.approved';

  constructor(readonly tradeId: string) {}
}
