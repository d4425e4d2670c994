// `npm run start:cluster`: two API instances (PORT and PORT+1, default 3000 and 3001) on the same
// PostgreSQL (embedded, as npm start, unless DATABASE_URL is set) and Redis (redis-server on a free
// loopback port unless REDIS_URL is set), behind the storefront server that balances /api between
// them, plus the seller and admin remotes. Ctrl-C stops everything; each instance drains first.
// API_INSTANCES=3 runs more.
import { startCluster } from './cluster';
import { exitOnStartFailure, stopOnSignals } from './stack-process';

const instances = Number(process.env.API_INSTANCES ?? 2);
if (!Number.isInteger(instances) || instances < 1 || instances > 8) {
  console.error(`API_INSTANCES must be a whole number from 1 to 8, got '${process.env.API_INSTANCES}'`);
  process.exit(2);
}

startCluster({ instances, log: console.log })
  .then((cluster) => {
    const { config } = cluster;
    console.log('');
    console.log(
      `  Storefront      ${config.origins.storefront}   (balances /api over ${cluster.instances.length} instances)`,
    );
    for (const instance of cluster.instances)
      console.log(`  API ${instance.index + 1}           ${instance.url}/api   (health: /api/health)`);
    console.log(`  Seller remote   ${config.origins.seller}`);
    console.log(`  Admin remote    ${config.origins.admin}`);
    console.log(`  Redis           ${cluster.redisUrl}`);
    if (cluster.sandbox) console.log(`  Payments        sandbox on ${cluster.sandbox.url}`);
    console.log(`  Admin sign-in   ${config.origins.storefront}/admin-${config.adminPathSuffix}`);
    console.log('\n  Press Ctrl-C to stop everything.');
    stopOnSignals(cluster);
  })
  .catch(exitOnStartFailure);
