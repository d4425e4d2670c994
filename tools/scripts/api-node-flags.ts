// How Node runs the API wherever it is started: `npm start` (stack-process.ts), the cluster
// (cluster.ts, whose command the API image's CMD repeats) and the benchmark (tools/bench).

/**
 * The young generation's semi-space, in MB; V8's default on this Node is 16. A search listing
 * allocates about 260 KB (mostly pg's row and array parsing and the JSON body), so with the default
 * the API scavenged every ~47 searches (every ~180 product pages), each time promoting ~1.3 MB that
 * the requests in flight still held, which later costs a mark-compact. With 32 MB: every ~100
 * searches (~400 product pages), ~0.7 MB promoted each, and no mark-compact over the same 2,000
 * searches (--trace-gc, 10 connections, 20,000 products). At a fixed 300 req/s the API's CPU per
 * search fell from about 850 to 740 µs; the bare Fastify server gained nothing measurable from the
 * same flag (tools/bench, issue 18). It costs at most 3 × 32 MB of address space, committed only
 * as the load needs it.
 */
export const API_SEMI_SPACE_MB = 32;

export const YOUNG_GENERATION_FLAG = `--max-semi-space-size=${API_SEMI_SPACE_MB}`;

/** Node's flags for the API: stack traces in the built bundle's sources, and the young generation above. */
export const API_NODE_FLAGS: readonly string[] = ['--enable-source-maps', YOUNG_GENERATION_FLAG];
