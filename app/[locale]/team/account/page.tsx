import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPasskeys } from '@/components/team/account-passkeys';
import { AccountDisplayName } from '@/components/team/account-display-name';
import { AccountPassword } from '@/components/team/account-password';
import { AccountSection } from '@/components/team/account-section';
import { AccountTotp } from '@/components/team/account-totp';
import { RecoveryCodesForm } from '@/components/team/recovery-codes-form';
import { teamLabels } from '@/components/team/labels';
import { TeamHeading, TeamNotice, TeamShell } from '@/components/team/team-shell';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { getDb } from '@/lib/db/client';
import { teamPath } from '@/lib/team/paths';
import { hasSecondFactor, memberFactors, mustSetUpSecondFactor } from '@/lib/team/second-factor/factors';
import { listPasskeys } from '@/lib/team/second-factor/passkeys';
import { totpSetup } from '@/lib/team/second-factor/totp';
import { searchParamsOf, type SearchProps } from '@/lib/team/search-params';
import { memberTimeZone } from '@/lib/team/time-zone';
import { teamPage } from '@/lib/team/team-page';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Team.account' });
  return { title: t('title') };
}

const notices = ['totp-removed', 'passkey-added', 'passkey-renamed', 'passkey-removed', 'password-changed', 'display-name-saved'] as const;
const errors = [
  'confirm',
  'password-wrong',
  'password-weak',
  'password-mismatch',
  'password-rate-limited',
  'display-name-invalid',
  'reauth-missing',
  'reauth-wrong',
  'reauth-rate-limited',
] as const;

/** The member's own account: second factor (authenticator app, recovery codes, passkeys) and password. */
export default async function AccountPage({ params, searchParams }: PageProps & SearchProps) {
  const locale = await pageLocale(params);
  const query = searchParamsOf(await searchParams);
  const session = await teamPage(locale, teamPath(locale, '/account'), 'account.manage');
  const t = await getTranslations({ locale, namespace: 'Team.account' });
  const tInvitation = await getTranslations({ locale, namespace: 'TeamInvitations.accept' });
  const prisma = await getDb();
  // Times on the member's own clock (their time zone from the inbox's setting).
  const labels = await teamLabels(locale, (await memberTimeZone(prisma, session.user.id)) ?? undefined);
  const [factors, setup, passkeys, totpRow, mustSetUp, own] = await Promise.all([
    memberFactors(prisma, session.user.id),
    totpSetup(prisma, session.user),
    listPasskeys(prisma, session.user.id),
    prisma.teamTotp.findUnique({ where: { userId: session.user.id }, select: { confirmedAt: true } }),
    mustSetUpSecondFactor(prisma, session.user.id),
    prisma.user.findUnique({ where: { id: session.user.id }, select: { displayName: true } }),
  ]);
  const notice = notices.find((name) => name === query.get('done'));
  const error = errors.find((name) => name === query.get('error'));
  const confirm = { legend: t('confirm.legend'), password: t('confirm.password'), code: t('confirm.code'), hint: t('confirm.hint') };
  const withCode = factors.totp;
  return (
    <TeamShell locale={locale} session={session} current="account">
      <TeamHeading title={t('title')} intro={t('intro')} />
      {/* Just joined by an invitation (app/api/team/invitation). */}
      {query.get('welcome') === '1' && <TeamNotice>{tInvitation('welcome', { username: session.user.username })}</TeamNotice>}
      {mustSetUp && <TeamNotice tone="error">{t('setupRequired')}</TeamNotice>}
      {notice && <TeamNotice>{t(`done.${notice}`)}</TeamNotice>}
      {error && <TeamNotice tone="error">{t(`errors.${error}`)}</TeamNotice>}
      <div className="grid gap-6 lg:grid-cols-2">
        <AccountTotp locale={locale} confirm={confirm} onSince={totpRow?.confirmedAt ? labels.dateTime(totpRow.confirmedAt) : undefined} setup={setup} />
        <AccountPasskeys
          locale={locale}
          confirm={confirm}
          withCode={withCode}
          passkeys={passkeys.map((key) => ({
            id: key.id,
            name: key.name,
            created: labels.dateTime(key.createdAt),
            used: key.lastUsedAt ? labels.dateTime(key.lastUsedAt) : undefined,
          }))}
        />
        <AccountSection id="recovery-codes" title={t('codes.title')} intro={t('codes.intro')}>
          {hasSecondFactor(factors) ? (
            <>
              <p className="mt-4 text-sm font-semibold">{t('codes.left', { count: factors.recoveryCodesLeft })}</p>
              <p className="mt-1 text-sm text-ink-muted">{t('codes.regenerateHint')}</p>
              <RecoveryCodesForm
                locale={locale}
                mode="regenerate"
                doneHref={teamPath(locale, '/account')}
                confirm={confirm}
                withCode={withCode}
                labels={{
                  submit: t('codes.regenerate'),
                  failed: t('codes.failed'),
                  refused: t('errors.reauth-wrong'),
                  shownOnce: t('codes.shownOnce'),
                  listLabel: t('codes.listLabel'),
                  done: t('codes.done'),
                }}
              />
            </>
          ) : (
            <p className="mt-4 text-sm">{t('codes.none')}</p>
          )}
        </AccountSection>
        <AccountPassword locale={locale} username={session.user.username} />
        <AccountDisplayName locale={locale} displayName={own?.displayName ?? ''} />
      </div>
    </TeamShell>
  );
}
