'use client';
import { Keystatic } from '@keystatic/core/ui';
import { createRoot } from 'react-dom/client';
import { batchBlobFetches } from './blobBatch';
import config from './config';

/* The editor's browser side, bundled and minified once by npm run edit (scripts/editor-ui.mjs). */
// (the page's config type is the general one; ours names its collections and singletons)
// the news list's columns read every entry: in one request, not one each
batchBlobFetches(window);
createRoot(document.getElementById('editor')!).render(<Keystatic config={config as never} />);
