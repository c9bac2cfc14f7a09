import { getTranslations } from 'next-intl/server';
import { hookFailure, hookRetry } from '@/lib/copy/deploy-hook-status';
import { getEnv, serverlessHost } from '@/lib/env';
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
  // What the host did (an HTTP error, or no answer), and when this host tries again: the outbox
  // worker's next round, or only the cron's next run where there is no worker.
  const problem = (lastError: string) => {
    const failure = hookFailure(lastError);
    return failure.kind === 'status' ? t('problem.status', { status: String(failure.status) }) : t('problem.unreachable');
  };
  const retry = (due: Date) => {
    const next = hookRetry(due, { outboxWorker: getEnv().outboxWorker, vercel: serverlessHost(process.env) === 'Vercel' });
    if (next.by === 'worker') return t('problem.retryWorker', { time: time(next.at) });
    return next.at ? t('problem.retryCron', { time: time(next.at) }) : t('problem.retryCronUnknown');
  };
  const state = !last
    ? t('none')
    : last.status === 'called'
      ? t('called', { time: time(last.calledAt) })
      : last.status === 'failed'
        ? `${last.lastError ? `${problem(last.lastError)} ` : ''}${t('problem.failed', { time: time(last.createdAt) })}`
        : last.lastError
          ? `${problem(last.lastError)} ${retry(last.nextAttemptAt)}`
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
