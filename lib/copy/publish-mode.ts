import 'server-only';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
// eslint-disable-next-line no-restricted-imports -- types only; the folder moves give publishing one folder for both sides
import type { PublishOptions } from '@/components/inline-edit/edit-options';
// eslint-disable-next-line no-restricted-imports -- as above
import type { PublishToolbarProps } from '@/components/publish/publish-toolbar';
import type { Locale } from '@/i18n/routing';
import { PAGE_PATH_HEADER } from '@/lib/copy/page-path';
import { pagesShowing } from '@/lib/copy/page-texts';
import { previewMember, publishModeFailed, publishModeTrouble } from '@/lib/copy/preview';
import { pendingSchedules } from '@/lib/copy/schedule';
import { listDrafts } from '@/lib/copy/store';
import { draftAuthors, pageScheduledAt } from '@/lib/copy/toolbar-state';
import { getDb } from '@/lib/db/client';
import { memberDateTime } from '@/lib/team/format-time';
import { DEFAULT_TIME_ZONE, memberTimeZone } from '@/lib/team/time-zone';

export type PublishModeState = { editor: PublishOptions; toolbar: PublishToolbarProps } | { unavailable: { path?: string } };

/**
 * What a page in publish mode adds for the team member (components/layout/site-document.tsx):
 * the editor's publish options and the toolbar's figures, or `unavailable` when the database
 * failed while serving it. Undefined for everyone else, and in every static render, which never
 * reads the database or the request for it.
 */
export async function publishMode(locale: Locale): Promise<PublishModeState | undefined> {
  const member = await previewMember();
  const trouble = publishModeTrouble();
  if (!member && !trouble.unavailable) return undefined;
  const path = (await headers()).get(PAGE_PATH_HEADER) ?? undefined;
  if (!member || trouble.unavailable) return { unavailable: { path } };
  let drafts: Awaited<ReturnType<typeof listDrafts>>;
  let scheduled: string | undefined;
  try {
    const db = await getDb();
    let pending: Awaited<ReturnType<typeof pendingSchedules>>;
    [drafts, pending] = await Promise.all([listDrafts(db, locale), pendingSchedules(db, locale)]);
    // A scheduled publish of this page's texts, in the member's own zone like every team time.
    const scheduledAt = pageScheduledAt(
      locale,
      path,
      pending,
      drafts.map((draft) => draft.key),
    );
    scheduled = scheduledAt ? memberDateTime(locale, (await memberTimeZone(db, member.id)) ?? DEFAULT_TIME_ZONE)(scheduledAt) : undefined;
  } catch (error) {
    publishModeFailed('the drafts could not be read', error);
    return { unavailable: { path } };
  }
  const pageDrafts = drafts.map((draft) => draft.key).filter((key) => path !== undefined && pagesShowing(locale, key).includes(path));
  const t = await getTranslations({ locale, namespace: 'PublishMode' });
  return {
    editor: {
      locale,
      endpoint: '/api/team/copy/drafts',
      draftKeys: drafts.map((draft) => draft.key),
      labels: {
        discard: t('discard'),
        failed: t('failed'),
        // The data layer's refusal codes (lib/copy/safety.ts).
        refused: {
          empty: t('refused.empty'),
          'too-long': t('refused.tooLong'),
          characters: t('refused.characters'),
          placeholders: t('refused.placeholders'),
          tags: t('refused.tags'),
        },
        colleague: {
          draft: t('colleague.draft', { name: '{name}' }),
          keep: t('colleague.keep', { name: '{name}' }),
          replace: t('colleague.replace'),
          editTheirs: t('colleague.editTheirs', { name: '{name}' }),
        },
      },
    },
    toolbar: {
      locale,
      member,
      path,
      pageDrafts,
      pageDraftAuthors: draftAuthors(drafts, pageDrafts),
      languageDrafts: drafts.length,
      ...(scheduled ? { scheduled } : {}),
    },
  };
}
