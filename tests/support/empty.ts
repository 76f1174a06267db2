// server-only is a build-time guard for Next; under Vitest it is this empty module.
export {};
