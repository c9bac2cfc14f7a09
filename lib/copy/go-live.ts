import 'server-only';
import type { Locale } from '@/i18n/routing';
import { afterResponse } from '@/lib/api/after-response';
import { callDeployHook, queueDeployHook } from '@/lib/copy/deploy-hook';
import { getEnv } from '@/lib/env';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { errorText, log } from '@/lib/log';
import { allArticlePages } from '@/lib/articles/expire';
import { expireLanguage, expirePages, pageCacheKind } from '@/lib/page-cache';
import type { AuditActor } from '@/lib/team/audit';

// How a published text reaches visitors depends on who caches the pages (lib/page-cache):
// our own page cache regenerates the language's pages at once; a host that caches pages itself
// needs a new deployment, asked for through its deploy hook (lib/copy/deploy-hook.ts).

/** Why publishing cannot work on this host, as a copy route error code, or undefined. */
export function publishingRefused(): 'no-deploy-hook' | undefined {
  return pageCacheKind() === 'platform' && !getEnv().deployHookUrl ? 'no-deploy-hook' : undefined;
}

export type GoLive = { pages: string[]; deployment?: 'queued' };

/** After texts of `locale` were published or reverted: expire their pages, or queue a deployment. */
export async function goLive(db: PrismaClient, locale: Locale, user: AuditActor): Promise<GoLive> {
  const url = getEnv().deployHookUrl;
  if (pageCacheKind() === 'own' || !url) {
    // Article pages show the language's texts too (navigation, footer): expired with them.
    await expirePages(await allArticlePages(db, locale));
    return { pages: await expireLanguage(locale) };
  }
  await requestDeployment(db, locale, user, url);
  return { pages: [], deployment: 'queued' };
}

/**
 * On a host that caches pages itself: queues a call of the deploy hook for `locale`'s publish and
 * makes it right after the response; what fails is retried by the outbox worker or its cron route.
 * Texts and articles both go live this way (lib/articles/team-route.ts).
 */
export async function requestDeployment(db: PrismaClient, locale: Locale, user: AuditActor, url: string): Promise<void> {
  await queueDeployHook(db, { locale, user });
  await afterResponse(() => callDeployHook(db, { url }).catch((error) => log.error('deploy hook: could not call it now', { error: errorText(error) })));
}
