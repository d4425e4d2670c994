import { rmSync } from 'node:fs';
import type { E2eGlobals } from './e2e-globals';
import type { S3Globals } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as S3Globals).__phonehubS3?.stop();
  const state = (globalThis as E2eGlobals).__phonehubE2e;
  if (!state) return;
  await state.database.drop();
  await state.embedded?.stop();
  if (state.scratchDir) rmSync(state.scratchDir, { recursive: true, force: true });
}
