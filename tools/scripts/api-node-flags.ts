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
const API_SEMI_SPACE_MB = 32;

const YOUNG_GENERATION_FLAG = `--max-semi-space-size=${API_SEMI_SPACE_MB}`;

/**
 * V8 moves an allocation site's objects straight into the old generation once enough of them have
 * survived a scavenge (allocation-site pretenuring), and it rarely takes that decision back. The
 * process that applies the migrations at start-up (an empty database: a first start, the bench, a
 * deploy that brings a migration) lives with the decisions that work took: at 1,000,000 products its
 * scavenges took 5-8 ms and promoted ~2 MB each, against ~0.7 ms and nothing promoted in an API
 * started on a migrated database, and its CPU per search was 437 µs against 385 (--trace-gc, /proc
 * CPU time, the same requests; heap snapshots flat, so no leak). Without pretenuring the two
 * processes are alike, and a process that never migrated is no slower (search 400 vs 423 µs, product
 * page 170 vs 173 µs). In the 1M bench the API's peak RSS under load fell from ~420 to ~210 MB, and
 * its category listing went from 0.77-0.83x of the bare Fastify server to 0.89-0.93x (issue 18).
 */
const NO_PRETENURING_FLAG = '--no-allocation-site-pretenuring';

/** The garbage collector's settings, which the bench's bare Fastify baseline runs with too. */
export const GC_FLAGS: readonly string[] = [YOUNG_GENERATION_FLAG, NO_PRETENURING_FLAG];

/** Node's flags for the API: stack traces in the built bundle's sources, and the GC settings above. */
export const API_NODE_FLAGS: readonly string[] = ['--enable-source-maps', ...GC_FLAGS];
