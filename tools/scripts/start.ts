// `npm start`: the API (embedded PostgreSQL unless DATABASE_URL is set, demo data) and the three
// built frontends, each on its own origin. Ctrl-C stops everything, the database included.
import { exitOnStartFailure, startStack, stopOnSignals } from './stack-process';

startStack({ log: console.log }).then(stopOnSignals).catch(exitOnStartFailure);
