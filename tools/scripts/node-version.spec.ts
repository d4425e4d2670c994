// One Node major everywhere: package.json's engines, the images' base, the Node that npm's scripts
// run (the `node` package npm install puts first on their PATH, whatever Node the machine has), and
// every package the API and the servers load in production (npm only warns when one asks for another).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { intersects, minVersion, validRange } from 'semver';

const ROOT = join(__dirname, '../..');

interface Manifest {
  name?: string;
  version?: string;
  engines?: { node?: string };
}

const readManifest = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

const engines = readManifest(ROOT).engines?.node ?? '';

interface LockedPackage extends Manifest {
  dev?: boolean;
  devOptional?: boolean;
}

/** Every package a production install (npm ci --omit=dev) holds, as the lockfile records them. */
function productionPackages(): Array<[string, LockedPackage]> {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockedPackage>;
  };
  return Object.entries(lock.packages).filter(([path, entry]) => path && !entry.dev && !entry.devOptional);
}

describe('the Node version', () => {
  it('is one major in package.json', () => {
    expect(validRange(engines)).not.toBeNull();
    const lowest = minVersion(engines);
    expect(lowest).not.toBeNull();
    // An upper bound inside the same major: `>=20.19 <21`.
    expect(intersects(engines, `>=${lowest!.major + 1}`)).toBe(false);
  });

  it('is the one every production dependency accepts', () => {
    const packages = productionPackages();
    expect(packages.length).toBeGreaterThan(100);
    const refusing = packages
      .filter(([, entry]) => {
        const wanted = entry.engines?.node;
        // Ranges npm cannot read it ignores too; they ask for nothing.
        return wanted && validRange(wanted) && !intersects(wanted, engines);
      })
      .map(([path, entry]) => `${path}@${entry.version} wants node ${entry.engines?.node}`);
    expect(refusing).toEqual([]);
  });

  it("is the Node the tests run on: the one npm install brought, first on the scripts' PATH", () => {
    const pinned = (readManifest(ROOT) as { devDependencies?: Record<string, string> }).devDependencies?.node;
    expect(pinned).toBeDefined();
    expect(intersects(pinned!, engines)).toBe(true);
    expect(process.version.slice(1)).toBe(readManifest(join(ROOT, 'node_modules/node')).version);
  });

  it('is the major the images are built on', () => {
    const major = minVersion(engines)!.major;
    const dockerfiles = readdirSync(join(ROOT, 'deploy')).filter((name) => name.endsWith('.Dockerfile'));
    expect(dockerfiles.length).toBeGreaterThan(0);
    for (const name of dockerfiles) {
      const bases = [...readFileSync(join(ROOT, 'deploy', name), 'utf8').matchAll(/^FROM\s+(\S+)/gim)].map(
        (m) => m[1],
      );
      const nodeBases = bases.filter((image) => image.startsWith('node:'));
      expect({ name, nodeBases }).toEqual({ name, nodeBases: expect.arrayContaining([expect.anything()]) });
      for (const image of nodeBases)
        expect({ name, image }).toEqual({ name, image: `node:${major}-bookworm-slim` });
    }
  });
});
