import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/icons/logo-mark';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { getDb } from '@/lib/db/client';
import { GUESSING_NOTICE_FROM, refusedSignIns } from '@/lib/team/guessing';
import { membersWithoutEmail } from '@/lib/team/unlock-link';
import { teamPath } from '@/lib/team/paths';
import { can, sectionsFor, type TeamSection } from '@/lib/team/permissions';
import { mustSetUpSecondFactor } from '@/lib/team/second-factor/factors';
import type { TeamSession } from '@/lib/team/sessions';

type Props = {
  locale: Locale;
  session: TeamSession;
  current: TeamSection['key'] | 'account';
  /** A second skip link, first in the tab order, straight to the page's results. */
  skipTo?: { href: string; label: string };
  children: ReactNode;
};

const skipLink =
  'sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg';

/** The frame of every signed-in team page: sections, who is signed in, and the ways out. */
export async function TeamShell({ locale, session, current, skipTo, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.shell' });
  // The webhooks page brings its own label (Team.webhooks), so the shell's group stays as it is.
  const tWebhooks = await getTranslations({ locale, namespace: 'Team.webhooks' });
  const tWhitePaper = await getTranslations({ locale, namespace: 'Team.whitePaper' });
  const tInsights = await getTranslations({ locale, namespace: 'Team.insights' });
  const tGuessing = await getTranslations({ locale, namespace: 'Team.guessing' });
  const tMembers = await getTranslations({ locale, namespace: 'Team.members' });
  const tAccount = await getTranslations({ locale, namespace: 'Team.account' });
  // Someone guessing passwords shows on every page the owner opens, with the way to the details.
  const refused = can(session, 'audit.read') ? await refusedSignIns(await getDb()) : undefined;
  // A member who must first set up the second factor the owner requires has no section yet.
  const sections = (await mustSetUpSecondFactor(await getDb(), session.user.id)) ? [] : sectionsFor(session);
  const tList = await getTranslations({ locale, namespace: 'Team.inboxList' });
  // Rendered twice (phone and desk rows), so the logo's SVG ids differ.
  const brand = (id: string) => (
    <Link href={teamPath(locale)} className="flex min-w-0 items-center gap-2 rounded-lg font-extrabold tracking-tight">
      <LogoMark className="size-7 shrink-0" id={id} />
      <span className="truncate">{t('brand')}</span>
    </Link>
  );
  const navigation = (
    <nav aria-label={t('navLabel')}>
      <ul className="flex flex-wrap gap-1">
        {/* Only the sections this member's role opens (lib/team/permissions.ts). */}
        {sections.map(({ key, page }) => (
          <li key={key}>
            <Link
              href={teamPath(locale, page)}
              aria-current={key === current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-medium text-ink-muted hover:bg-slate-100 hover:text-ink',
                key === current && 'bg-brand-50 !text-brand-700',
              )}
            >
              {key === 'whitePaper'
                ? tWhitePaper('nav')
                : key === 'webhooks'
                  ? tWebhooks('nav')
                  : key === 'insights'
                    ? tInsights('nav')
                    : key === 'members'
                      ? tMembers('nav')
                      : t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  const account = (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-ink-muted">{t('signedInAs', { username: session.user.username })}</span>
      {/* Every role's own account page (second factor, passkeys, password). */}
      <Link
        href={teamPath(locale, '/account')}
        aria-current={current === 'account' ? 'page' : undefined}
        className={cn(
          'inline-flex min-h-10 items-center rounded-lg px-3 font-medium text-ink-muted hover:bg-slate-100 hover:text-ink',
          current === 'account' && 'bg-brand-50 !text-brand-700',
        )}
      >
        {tAccount('nav')}
      </Link>
      <form method="post" action="/api/team/sign-out">
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {t('signOut')}
        </button>
      </form>
      <form method="post" action="/api/team/sign-out">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="scope" value="everywhere" />
        <button type="submit" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          {t('signOutEverywhere')}
        </button>
      </form>
    </div>
  );
  // The way in a member kept waiting has (lib/team/unlock-link.ts), and who lacks it.
  const tUnlock = await getTranslations({ locale, namespace: 'TeamUnlockLink' });
  const withoutEmail = refused && refused.attempts >= GUESSING_NOTICE_FROM ? await membersWithoutEmail(await getDb()) : 0;
  return (
    <>
      {skipTo && (
        <a href={skipTo.href} className={skipLink}>
          {skipTo.label}
        </a>
      )}
      <a href="#main" className={skipLink}>
        {t('skipToContent')}
      </a>
      <header className="relative border-b border-slate-200 bg-white">
        {/* On a phone one row: the brand and a menu holding the sections and the ways out, so the list starts near the top. */}
        <div className="flex min-h-14 items-center gap-3 px-4 py-2 sm:hidden">
          {brand('team-logo-phone')}
          <details key={current} className="ml-auto">
            <summary className="inline-flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
              <span aria-hidden="true">☰</span>
              {tList('menu')}
            </summary>
            <div className="absolute inset-x-0 top-full z-40 space-y-3 border-b border-slate-200 bg-white px-4 py-3 shadow-lg">
              {navigation}
              {account}
            </div>
          </details>
        </div>
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 max-sm:hidden sm:px-6">
          {brand('team-logo')}
          {navigation}
          <div className="ml-auto">{account}</div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-8">
        {refused && refused.attempts >= GUESSING_NOTICE_FROM && (
          <TeamNotice tone="error">
            {tGuessing('notice', refused)} {tUnlock('ownerHint')}
            {withoutEmail > 0 && ` ${tUnlock('ownerHintNoEmail', { count: withoutEmail })}`}{' '}
            <Link href={teamPath(locale, '/audit')} className="font-semibold underline">
              {tGuessing('auditLink')}
            </Link>
          </TeamNotice>
        )}
        {children}
      </main>
    </>
  );
}

/** A page's heading and one-line purpose. */
export function TeamHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {intro && <p className="mt-1 text-ink-muted">{intro}</p>}
    </div>
  );
}

/** A short confirmation or problem, announced to screen readers. */
export function TeamNotice({ tone = 'success', children }: { tone?: 'success' | 'error'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'mb-6 rounded-lg border px-4 py-3 text-sm',
        tone === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-emerald-200 bg-emerald-50 text-emerald-900',
      )}
    >
      {children}
    </p>
  );
}
