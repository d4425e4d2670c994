import type { ReturnStatus } from '@phonehub/contracts';

/** A return was requested or moved to `status` (published after the transaction committed); mail subscribes. */
export class ReturnStatusChangedEvent {
  static readonly eventName = 'order.return-status-changed';

  constructor(
    readonly returnId: string,
    readonly status: ReturnStatus,
  ) {}
}
