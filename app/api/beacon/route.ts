import { after } from 'next/server';
import { answerBeacon, writeCounts } from '@/lib/insights/beacon-endpoint';

export const dynamic = 'force-dynamic';

/** after() needs a request's scope; called outside one (a test calling the handler), the write simply starts now. */
function writeAfterAnswer(): void {
  try {
    after(writeCounts);
  } catch {
    void writeCounts();
  }
}

// On our own server the request hook answers POST /api/beacon before Next.js sees it
// (lib/insights/beacon-hook.ts); this route is the same endpoint where no hook runs (a platform
// host). The checks and the counting are one function, lib/insights/beacon-endpoint.ts.
export async function POST(request: Request): Promise<Response> {
  return answerBeacon(request, writeAfterAnswer);
}
