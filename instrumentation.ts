// Runs once when the Next.js server starts, before it answers requests.
export async function register(): Promise<void> {
  // The database and mail are Node.js only; the dynamic imports keep them out of edge bundles.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First, so that from the very first request on only the server's own request is stored
  // (lib/page-cache), and the rate limit can tell clients apart (in this order).
  const { installRequestHook } = await import('@/lib/page-cache');
  installRequestHook();
  const { stampPeerAddresses } = await import('@/lib/rate-limit/peer-address');
  stampPeerAddresses();
  // The page-view beacon is answered here, before Next.js (it reads the stamped peer address).
  const { installBeaconHook } = await import('@/lib/insights/beacon-hook');
  installBeaconHook();
  const { startServer } = await import('@/lib/lifecycle/startup');
  await startServer();
}
