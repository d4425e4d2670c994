/** An approved return's prepaid label was bought (published once it is stored); its mail follows. */
export class ReturnLabelReadyEvent {
  static readonly eventName = 'order.return-label-ready';

  constructor(readonly returnId: string) {}
}
