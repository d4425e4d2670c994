import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { VIEW_COUNTER } from '@phonehub/server-catalogue';
import { Client, type Pool } from 'pg';
import { DataSource } from 'typeorm';
import { databaseConfig, type DatabaseConfig } from '../config/database.config';
import { watchPoolWrites } from './local-writes';
import { errorText } from '../common/errors/error-text';

/** The channel the catalogue's triggers announce committed changes on (migration 1767810000000). */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';
/** How the listener's connection shows in pg_stat_activity. */
export const CHANGES_APPLICATION_NAME = 'phonehub-catalogue-changes';
const RECONNECT_DELAY_MS = 1000;

/**
 * Hears every committed change to the products and reviews a listing shows, whichever module or
 * instance made it: PostgreSQL announces them on `catalogue_changed` at commit, and each API instance
 * listens on one connection of its own (so invalidation reaches every instance without Redis).
 *
 * PostgreSQL sends a notification to an idle listening connection as the writer commits, so a
 * change made elsewhere is heard within moments (and a cached page lives a few seconds at most).
 * A change this process made is known to be coming: `current` is false from a statement that may
 * write, on any of the pool's connections (local-writes.ts), until a round trip started after that
 * connection went back to the pool has come back, since PostgreSQL delivers pending notifications before it answers the next
 * statement on the listening connection. `settled()` makes that round trip when one is needed;
 * callers share round trips: each waits for the first one that starts after it asked.
 */
@Injectable()
export class CatalogueChanges implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(CatalogueChanges.name);
  private readonly listeners = new Set<() => void>();
  private client?: Client;
  private connected = false;
  private stopped = false;
  private reconnect?: NodeJS.Timeout;
  /** Callers waiting for the next round trip, and whether one is under way. */
  private waiting: Array<(settled: boolean) => void> = [];
  private tripping = false;
  /** Moves on every change heard and every lost connection: a value read before it moved is suspect. */
  private generation = 0;
  /** Writes of this process (local-writes.ts): started, ended, and ended before a round trip that came back. */
  private writesStarted = 0;
  private writesFinished = 0;
  private writesHeard = 0;

  constructor(
    @Inject(databaseConfig.KEY) private readonly config: DatabaseConfig,
    private readonly dataSource: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    // TypeORM's PostgreSQL driver keeps its pg pool as `master`.
    const { master } = this.dataSource.driver as unknown as { master: Pool };
    watchPoolWrites(master, () => this.writeStarted(), VIEW_COUNTER);
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnect);
    const client = this.client;
    this.client = undefined;
    this.connected = false;
    await client?.end().catch(() => undefined);
  }

  /** Whether changes are being heard now. */
  get listening(): boolean {
    return this.connected;
  }

  /** The current generation: compare it after a read to know whether a change was heard meanwhile. */
  get version(): number {
    return this.generation;
  }

  /**
   * Whether every change committed before now may be taken as heard without asking the database:
   * listening, and no write of this process under way or ended since the last round trip.
   */
  get current(): boolean {
    return (
      this.connected && this.writesStarted === this.writesFinished && this.writesHeard === this.writesFinished
    );
  }

  /** Call as a write starts; call what it returns once it has ended (committed or not). */
  writeStarted(): () => void {
    this.writesStarted++;
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      this.writesFinished++;
    };
  }

  /** Calls `listener` on every change heard, and when changes may have been missed (reconnect). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Resolves true once every change committed before the call has been heard; false while not
   * listening, when nothing cached may be trusted.
   */
  settled(): Promise<boolean> {
    if (!this.connected) return Promise.resolve(false);
    if (this.current) return Promise.resolve(true);
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.roundTrip();
    });
  }

  /** One round trip at a time, for everyone who asked before it started. */
  private roundTrip(): void {
    if (this.tripping || this.waiting.length === 0) return;
    const batch = this.waiting;
    this.waiting = [];
    this.tripping = true;
    const heard = this.writesFinished;
    const client = this.client;
    const trip = client
      ? client.query('SELECT 1').then(
          () => this.connected && this.client === client,
          () => false,
        )
      : Promise.resolve(false);
    void trip.then((ok) => {
      this.tripping = false;
      if (ok) this.writesHeard = Math.max(this.writesHeard, heard);
      for (const resolve of batch) resolve(ok);
      this.roundTrip();
    });
  }

  private changed(): void {
    this.generation++;
    for (const listener of this.listeners) listener();
  }

  private async connect(): Promise<void> {
    if (this.stopped || !this.config.url) return;
    const client = new Client({
      connectionString: this.config.url,
      application_name: CHANGES_APPLICATION_NAME,
    });
    client.on('notification', () => this.changed());
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANGED_CHANNEL}`);
      if (this.client !== client) return;
      this.connected = true;
      // Whatever changed while nobody listened is unknown: drop it all.
      this.changed();
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: Client, error?: unknown): void {
    if (this.client !== client) return;
    if (this.connected && error)
      this.logger.warn(`Stopped hearing catalogue changes (${errorText(error)}); caching paused`);
    this.client = undefined;
    this.connected = false;
    this.changed();
    void client.end().catch(() => undefined);
    if (!this.stopped) this.reconnect = setTimeout(() => void this.connect(), RECONNECT_DELAY_MS);
  }
}
