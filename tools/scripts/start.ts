// `npm start`: the API (embedded PostgreSQL unless DATABASE_URL is set, demo data) and the three
// built frontends, each on its own origin. Ctrl-C stops everything, the database included.
import { startStack } from './stack-process';

startStack({ log: console.log })
  .then((stack) => {
    const stop = () => {
      console.log('\nStopping…');
      stack.stop().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  })
  .catch((error: Error) => {
    console.error(`Could not start: ${error.message}`);
    process.exit(1);
  });
