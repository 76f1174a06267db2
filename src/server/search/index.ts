/**
 * Bilingual full-text search on SQLite FTS5 with our own tokeniser. The news sync updates the index inside its
 * transaction; the API and the search page read through searchService.
 */
export { ensureSearchIndex, refreshNewsSearch, type EnsureResult } from './indexer';
export { searchService, type SearchService } from './search';
export { TOKENISER_VERSION } from './tokenise';
