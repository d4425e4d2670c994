/**
 * The id of the `<script type="application/json">` that carries the state of a page the storefront
 * server rendered (server-state.ts reads it). A file of its own, free of browser libraries, because
 * the server (apps/storefront/server) writes it too.
 */
export const SERVER_STATE_ID = 'ph-server-state';
