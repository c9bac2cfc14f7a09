'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Rendered only while the member has no time zone stored: tells the server the browser's zone
 * once, then shows the page again in it. Without JavaScript the agency's zone stays, and the
 * inbox's setting changes it.
 */
export function TimeZoneHint() {
  const router = useRouter();
  useEffect(() => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!timeZone) return;
    void fetch('/api/team/preferences', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ timeZone, hint: '1' }).toString(),
      credentials: 'same-origin',
    }).then((response) => {
      if (response.ok) router.refresh();
    });
  }, [router]);
  return null;
}
