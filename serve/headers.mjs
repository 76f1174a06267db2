/**
 * The security headers of every response, in one place: next.config.ts gives them to what Next answers,
 * serve/server.mjs to the precompressed assets it answers itself. (Plain JavaScript: the production
 * server runs without a TypeScript step.)
 */

/** @type {{ key: string, value: string }[]} */
export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];
