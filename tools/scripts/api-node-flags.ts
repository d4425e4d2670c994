// How Node runs the API wherever it is started: `npm start` (stack-process.ts), the cluster
// (cluster.ts, whose command the API image's CMD repeats) and the benchmark (tools/bench).

/**
 * The young generation's semi-space, in MB. Node's default lets V8 keep it small (it started at
 * 1 MB and rarely grew), so under load the API scavenged every few requests and promoted whatever
 * the requests in flight held at that moment. A listing allocates about 260 KB (mostly pg's row and
 * array parsing and the JSON body); with 32 MB a scavenge comes every hundred or so requests. At a
 * fixed 300 req/s the API's CPU per search fell from about 850 to 740 µs, and the product page's
 * scavenge time per request halved; the bare Fastify server, which allocates far less per request,
 * gained nothing measurable from it (tools/bench, issue 18). It costs at most 3 × 32 MB of
 * address space, only committed when the load needs it.
 */
export const API_SEMI_SPACE_MB = 32;

export const YOUNG_GENERATION_FLAG = `--max-semi-space-size=${API_SEMI_SPACE_MB}`;

/** Node's flags for the API: stack traces in the built bundle's sources, and the young generation above. */
export const API_NODE_FLAGS: readonly string[] = ['--enable-source-maps', YOUNG_GENERATION_FLAG];
