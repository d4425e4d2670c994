// Imported as main.ts's first line: the require hooks of the instrumentations must be in place
// before http, pg and ioredis are first required. Without OTEL_EXPORTER_OTLP_ENDPOINT nothing of
// the SDK is loaded (the require below is not reached), so tracing costs nothing when it is off.
import { describeProblems, EnvReader } from '../config/env-reader';
import type { RunningTracing } from './tracing-sdk';
import { readTracingConfig } from './tracing.config';

let running: RunningTracing | undefined;

function startFromEnvironment(): void {
  const reader = new EnvReader(process.env);
  const config = readTracingConfig(reader);
  const problems = describeProblems(reader);
  // Before anything else has started, so said here; the API itself runs on, without traces.
  if (problems) console.error(`${problems}\nTracing stays off.`);
  if (!config || problems) return;
  // A plain require, not an import: the SDK is loaded only when tracing is on.
  const { startTracingSdk } = require('./tracing-sdk') as typeof import('./tracing-sdk');
  running = startTracingSdk(config);
}

startFromEnvironment();

/** The tracing when it is on (server-spans.ts enters each request's context through it). */
export function runningTracing(): RunningTracing | undefined {
  return running;
}

/** Whether spans are being recorded and exported (OTEL_EXPORTER_OTLP_ENDPOINT). */
export function tracingEnabled(): boolean {
  return running !== undefined;
}

/** Sends the spans still waiting and stops the exporter (the app's shutdown). */
export async function stopTracing(): Promise<void> {
  const stopping = running;
  running = undefined;
  await stopping?.shutdown();
}
