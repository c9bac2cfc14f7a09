// Runs once when the Next.js server starts, before it answers requests.
export async function register(): Promise<void> {
  // The database and mail are Node.js only; the dynamic imports keep them out of edge bundles.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First, so the rate limit can tell clients apart from the very first request on.
  const { stampPeerAddresses } = await import('@/lib/rate-limit/peer-address');
  stampPeerAddresses();
  const { describeTarget, databaseTarget, prepareDatabase } = await import('@/lib/db/client');
  const { startOutboxWorker } = await import('@/lib/outbox/worker');
  try {
    await prepareDatabase();
    console.info(`[db] ready: ${describeTarget(databaseTarget())}`);
  } catch (error) {
    // Pages still render without a database: only the forms answer 503, and each new
    // submission tries to connect and migrate again.
    console.error(`[db] ${error instanceof Error ? error.message : String(error)}`);
    console.error('[db] The contact and white-paper forms will answer 503 until the database is reachable.');
  }
  startOutboxWorker();
}
