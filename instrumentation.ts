// Runs once when the Next.js server starts, before it answers requests.
export async function register(): Promise<void> {
  // The database and mail are Node.js only; the dynamic imports keep them out of edge bundles.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First, so the rate limit can tell clients apart from the very first request on.
  const { stampPeerAddresses } = await import('@/lib/rate-limit/peer-address');
  stampPeerAddresses();
  const { startServer } = await import('@/lib/startup');
  await startServer();
}
