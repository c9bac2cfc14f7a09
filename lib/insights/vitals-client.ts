import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { BeaconInput } from '@/lib/insights/beacon';
import type { DeviceClass } from '@/lib/insights/paths';
import { sendBeacon } from '@/lib/insights/send';
import type { VitalMetric } from '@/lib/insights/vitals';

// Loaded (its own chunk) only on the sampled page loads: the readings web-vitals reports for
// this page, sent once each when the page is hidden (left, closed or put in the background).

export function reportVitals(path: string, device: DeviceClass): void {
  const pending = new Map<VitalMetric, number>();
  const sent = new Set<VitalMetric>();
  const note = (metric: Metric) => {
    const name = metric.name as VitalMetric;
    if (!sent.has(name)) pending.set(name, metric.value);
  };
  onLCP(note);
  onINP(note);
  onCLS(note);
  onTTFB(note);
  // Hidden (another tab, the app switcher, a closed tab) or gone (pagehide, which some browsers
  // fire without a visibilitychange first): whatever web-vitals has reported by then goes.
  const flush = (event: Event) => {
    if ((event.type === 'visibilitychange' && document.visibilityState !== 'hidden') || pending.size === 0) return;
    const readings = [...pending].map(([name, value]) => ({ name, value }));
    for (const name of pending.keys()) sent.add(name);
    pending.clear();
    const beacon: BeaconInput = { t: 'vitals', path, device, readings };
    sendBeacon(beacon);
  };
  // After web-vitals' own listeners (registered above, in the capture phase): its final values come first.
  document.addEventListener('visibilitychange', flush);
  window.addEventListener('pagehide', flush);
}
