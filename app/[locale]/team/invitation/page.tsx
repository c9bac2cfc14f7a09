import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { InvitationForm } from '@/components/team/invitation-form';
import { TeamNotice } from '@/components/team/team-shell';
import { LogoMark } from '@/components/icons/logo-mark';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { getDb } from '@/lib/db/client';
import { INVITATION_COOKIE } from '@/lib/team/access-links';
import { invitationForToken } from '@/lib/team/invitations';
import { tokenFromCookie } from '@/lib/team/link-cookies';
import { searchParamsOf, type SearchProps } from '@/lib/team/search-params';

// The acceptance page of an invitation (lib/team/invitations.ts): public by design, the token in
// its httpOnly cookie is the permission (app/api/team/invitation moved it there from the link).
// Rendered per request and never cached (proxy.ts: the team area), no Referer to other sites
// (next.config.ts says why not none at all).

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'TeamInvitations.accept' });
  return { title: t('title'), referrer: 'same-origin' };
}

export default async function InvitationPage({ params, searchParams }: PageProps & SearchProps) {
  const locale = await pageLocale(params);
  const query = searchParamsOf(await searchParams);
  const t = await getTranslations({ locale, namespace: 'TeamInvitations.accept' });
  const found = await invitationForToken(await getDb(), tokenFromCookie((await headers()).get('cookie'), INVITATION_COOKIE));
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <LogoMark className="size-10" id="invitation-logo" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('title')}</h1>
        {found.state === 'valid' ? (
          <InvitationForm locale={locale} invitation={found.invitation} error={query.get('error')} />
        ) : (
          <div className="mt-6">
            <TeamNotice tone="error">{t(`ended.${found.state}`)}</TeamNotice>
            <a href={`/${locale}/team/sign-in`} className="font-semibold text-brand-700 underline">
              {t('signIn')}
            </a>
          </div>
        )}
      </div>
    </main>
  );
}
