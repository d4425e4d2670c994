import { rmSync } from 'node:fs';
import type { E2eGlobals } from './e2e-globals';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as E2eGlobals).__phonehubE2e;
  if (!state) return;
  await state.database.drop();
  await state.embedded?.stop();
  if (state.scratchDir) rmSync(state.scratchDir, { recursive: true, force: true });
}
