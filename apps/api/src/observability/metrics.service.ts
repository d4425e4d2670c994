import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { JobQueue } from '../jobs/job-queue.service';
import { appRegistry, recordHttpRequest } from './app-metrics';
import { appCollectors } from './metrics.collectors';
import { metricsConfig, type MetricsConfig } from './metrics.config';
import { runningTracing, stopTracing } from './tracing';

export const METRICS_PATH = '/metrics';

let processRegistry: Registry | undefined;

/**
 * The process's default metrics (CPU, memory, GC, event-loop lag, handles), started with the first
 * metrics server: their event-loop monitor samples all the time, so not when nobody reads them.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

/**
 * Observability with the app's life: the request hooks (metrics per route; the server spans when
 * tracing), the Prometheus endpoint on METRICS_PORT (apart from the API's port), and the
 * last spans sent when the app closes.
 */
@Injectable()
export class MetricsService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsService.name);
  private server?: Server;
  private registries: Registry[] = [];

  constructor(
    @Inject(metricsConfig.KEY) private readonly config: MetricsConfig,
    private readonly adapterHost: HttpAdapterHost,
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * The request hooks, in the onRequest and onResponse stages the app has anyway (a stage of its
   * own costs every request): added at init, after configureApp's, so a request's scope is entered
   * (request-logging.ts) before its trace context joins it.
   */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    const tracing = runningTracing();
    const spans = tracing
      ? (require('./server-spans') as typeof import('./server-spans')).serverSpans(tracing)
      : undefined;
    const metrics = this.config.port !== null;
    if (spans)
      fastify.addHook('onRequest', (request, _reply, done) => {
        spans.start(request);
        done();
      });
    if (!spans && !metrics) return;
    fastify.addHook('onResponse', (request, reply, done) => {
      if (metrics)
        recordHttpRequest(
          request.method,
          request.routeOptions.url ?? 'unmatched',
          reply.statusCode,
          reply.elapsedTime / 1000,
        );
      spans?.end(request, reply.statusCode);
      done();
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.port === null) return;
    this.registries = [processMetrics(), appRegistry, appCollectors(this.dataSource, this.jobs)];
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
        response.writeHead(404).end();
        return;
      }
      this.render().then(
        (body) => response.writeHead(200, { 'content-type': Registry.PROMETHEUS_CONTENT_TYPE }).end(body),
        (error: unknown) => {
          this.logger.error(`Collecting the metrics failed: ${(error as Error)?.message ?? error}`);
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((listening, fail) => {
      server.once('error', fail);
      server.listen(this.config.port ?? 0, this.config.host, () => {
        server.off('error', fail);
        listening();
      });
    });
    this.server = server;
    this.logger.log(`Metrics on http://${this.config.host}:${this.port()}${METRICS_PATH}`);
  }

  /** The metrics server's port (METRICS_PORT=0 picks a free one), or null when it is off. */
  port(): number | null {
    return (this.server?.address() as AddressInfo | null)?.port ?? null;
  }

  /** The Prometheus text of every registry (each collected in turn; names never repeat across them). */
  async render(): Promise<string> {
    const parts = await Promise.all(this.registries.map((registry) => registry.metrics()));
    return parts.join('\n');
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    }
    await stopTracing().catch((error: unknown) =>
      this.logger.warn(`Sending the last spans failed: ${(error as Error)?.message ?? error}`),
    );
  }
}
