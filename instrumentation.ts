// Runs once when the Next.js server starts, before it answers requests.
export async function register(): Promise<void> {
  // The database and mail are Node.js only; the dynamic imports keep them out of edge bundles.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First, so that from the very first request on a shared page is rendered from a request cut
  // down to its path, and the rate limit can tell clients apart (in this order).
  const { cleanEveryRequest } = await import('@/lib/page-request');
  cleanEveryRequest();
  const { stampPeerAddresses } = await import('@/lib/rate-limit/peer-address');
  stampPeerAddresses();
  const { startServer } = await import('@/lib/startup');
  await startServer();
}
