/**
 * Site search (issue 10): a bilingual full-text index in the embedded SQLite database (FTS5), fed by
 * our own tokeniser. The content sync calls ensureSearchIndex and refreshNewsSearch inside its
 * transaction; the API and the search page read through searchService.
 */
export { ensureSearchIndex, refreshNewsSearch, type EnsureResult } from './indexer';
export { searchService, type SearchService } from './search';
export { TOKENISER_VERSION } from './tokenise';
