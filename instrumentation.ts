/**
 * Runs once when the server starts: checks the news files, then opens (creating), migrates and syncs
 * the database with them, so a broken news file or database stops start-up with a clear message and a
 * non-zero exit instead of failing requests later.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startDatabase } = await import('./src/server/startup');
  startDatabase();
}
