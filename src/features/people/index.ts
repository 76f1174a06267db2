/** Other features reach this one only through here or client.ts (eslint.config.mjs enforces it). */
export { profileNames, profileRefs, teacherParams, teacherRef } from './server';
