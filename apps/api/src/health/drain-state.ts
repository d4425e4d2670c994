import { Injectable } from '@nestjs/common';

/**
 * Whether this instance is shutting down. From the moment SIGTERM arrives the health check answers
 * 503 (a balancer stops sending here) and every response asks its client to close the connection, so
 * keep-alive connections do not hold the server open once their request is answered.
 */
@Injectable()
export class DrainState {
  private since: Date | undefined;

  get draining(): boolean {
    return this.since !== undefined;
  }

  start(): void {
    this.since ??= new Date();
  }
}
