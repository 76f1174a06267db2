import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// The domain's schemas are written with zod/mini: the browser validates API answers with them, and mini is a
// fraction of classic zod's code to load and evaluate. Mini sets no messages of its own: these are classic's.
z.config(en());

export * from 'zod/mini';
