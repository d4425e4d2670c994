/**
 * Word similarity a typo must reach to match in the search's trigram fallback ('iphnoe' ~ 'iPhone' is
 * 0.43, 'iphnoe' ~ 'iPad' 0.29). The `<%` operator that the GIN index serves reads it from the
 * session's `pg_trgm.word_similarity_threshold` (default 0.6, which would miss 'iphnoe').
 */
export const TYPO_WORD_SIMILARITY_THRESHOLD = 0.4;

/** The session settings the catalogue's statements rely on. */
export const CATALOGUE_SESSION_SETTINGS: Readonly<Record<string, string>> = {
  'pg_trgm.word_similarity_threshold': String(TYPO_WORD_SIMILARITY_THRESHOLD),
};
