import { getTranslations } from 'next-intl/server';
import type { DeployHookCall } from '@/lib/generated/prisma/client';
import type { CopyView } from './copy-parts';

export const PUBLISH_BLOCKED_ID = 'copy-publish-blocked';

type Props = { view: CopyView; hook: boolean; last: DeployHookCall | null };

/**
 * On a host that caches pages itself (lib/page-cache/kind.ts): published texts go live with the
 * next deployment, which a publish asks for through the deploy hook. Says so, and how the last
 * request for one went; without a hook, why the publish buttons are off.
 */
export async function CopyDeployment({ view, hook, last }: Props) {
  const t = await getTranslations({ locale: view.locale, namespace: 'Team.copy.deployment' });
  if (!hook) {
    return (
      <p id={PUBLISH_BLOCKED_ID} className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        {t('noHook')}
      </p>
    );
  }
  const time = (date: Date | null) => (date ? view.labels.dateTime(date) : '');
  const state = !last
    ? t('none')
    : last.status === 'called'
      ? t('called', { time: time(last.calledAt) })
      : last.status === 'failed'
        ? t('failed', { time: time(last.createdAt) })
        : last.lastError
          ? t('retrying', { time: time(last.nextAttemptAt) })
          : t('queued', { time: time(last.createdAt) });
  return (
    <section aria-labelledby="copy-deployment" className="mb-6 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">
      <h2 id="copy-deployment" className="font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1">{t('live')}</p>
      <p className="mt-1" role="status">
        {state}
      </p>
    </section>
  );
}
