import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LogoMark } from '@/components/icons/logo-mark';
import { FormField, inputClasses } from '@/components/forms/form-field';
import { PasskeySignIn } from '@/components/team/passkey-sign-in';
import { TeamNotice } from '@/components/team/team-shell';
import { buttonClasses } from '@/components/ui/button';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { cookieFromHeader } from '@/lib/cookie-header';
import { getDb } from '@/lib/db/client';
import { teamPath } from '@/lib/team/paths';
import { memberFactors } from '@/lib/team/second-factor/factors';
import { PENDING_COOKIE, pendingSignInOf } from '@/lib/team/second-factor/pending-sign-in';
import { countParam, searchParamsOf, type SearchProps } from '@/lib/team/search-params';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Team.meta' });
  return { title: t('signIn') };
}

// The second step of a password sign-in. What it is for lives on the server (the half-finished
// sign-in the httpOnly cookie names, lib/team/second-factor/pending-sign-in.ts); without one it
// is back to the password. Open to anyone, like the sign-in page: it grants nothing by itself.
export default async function SecondFactorPage({ params, searchParams }: PageProps & SearchProps) {
  const locale = await pageLocale(params);
  const query = searchParamsOf(await searchParams);
  const prisma = await getDb();
  const pending = await pendingSignInOf(prisma, cookieFromHeader((await headers()).get('cookie'), PENDING_COOKIE));
  if (!pending) redirect(teamPath(locale, '/sign-in', { error: 'start-over' }));
  const factors = await memberFactors(prisma, pending.user.id);
  const t = await getTranslations({ locale, namespace: 'Team.secondFactor' });
  const error = query.get('error');
  const minutes = Math.max(1, Math.ceil((countParam(query.get('retry'), 86_400) ?? 60) / 60));
  const message = error === 'invalid' ? t('step.invalid') : error === 'rate-limited' ? t('step.rateLimited', { minutes }) : undefined;
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <LogoMark className="size-10" id="second-factor-logo" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('step.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('step.intro')}</p>
        <div className="mt-6">{message && <TeamNotice tone="error">{message}</TeamNotice>}</div>
        <form method="post" action="/api/team/sign-in/second-factor" className="space-y-4">
          <input type="hidden" name="locale" value={locale} />
          <FormField id="second-factor-code" label={t('step.code')} required>
            {(control) => (
              <>
                <input
                  {...control}
                  aria-describedby="second-factor-hint"
                  name="code"
                  type="text"
                  inputMode="text"
                  autoComplete="one-time-code"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  maxLength={20}
                  autoFocus
                  className={inputClasses}
                />
                <p id="second-factor-hint" className="mt-1 text-xs text-ink-muted">
                  {t('step.codeHint')}
                </p>
              </>
            )}
          </FormField>
          <button type="submit" className={buttonClasses({ className: 'w-full' })}>
            {t('step.submit')}
          </button>
        </form>
        {factors.passkeys > 0 && (
          <>
            <p className="my-4 text-center text-sm text-ink-muted">{t('step.or')}</p>
            <PasskeySignIn
              locale={locale}
              purpose="second-factor"
              labels={{ button: t('passkey.use'), working: t('passkey.working'), failed: t('passkey.failed'), unsupported: t('passkey.unsupported') }}
            />
          </>
        )}
        <p className="mt-6 text-center text-sm">
          <a href={teamPath(locale, '/sign-in')} className="font-semibold text-brand-700 underline">
            {t('step.startOver')}
          </a>
        </p>
      </div>
    </main>
  );
}
