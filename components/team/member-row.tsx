import { getTranslations } from 'next-intl/server';
import { checkboxClasses, inputClasses } from '@/components/forms/form-field';
import { stackedCell, stackedRow, teamCell } from '@/components/team/team-table';
import { buttonClasses } from '@/components/ui/button';
import { locales, type Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import type { MemberRow as Member } from '@/lib/team/members';
import { roles } from '@/lib/team/permissions';

type Props = { locale: Locale; member: Member; lastSignIn: string | undefined; you: boolean };

/** One member on the members page: name, a role form (an editor's languages with it), last sign-in, removal. */
export async function MemberRow({ locale, member, lastSignIn, you }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.members' });
  const tRoles = await getTranslations({ locale, namespace: 'Team.roles' });
  const tLanguages = await getTranslations({ locale, namespace: 'Team.members.languageNames' });
  return (
    <tr className={cn('border-b border-slate-100 last:border-0', stackedRow)}>
      <td className={cn(teamCell, stackedCell, 'font-semibold')} data-label={t('username')}>
        {member.username}
        {you && <span className="ml-2 font-normal text-ink-muted">{t('you')}</span>}
      </td>
      <td className={cn(teamCell, stackedCell)} data-label={t('role')}>
        <form method="post" action={`/api/team/members/${member.id}`} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="action" value="role" />
          <label className="grid gap-1 text-xs font-semibold">
            {t('role')}
            <select name="role" defaultValue={member.role} className={cn(inputClasses, 'min-w-40')}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {tRoles(`names.${role}`)}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="flex flex-wrap items-center gap-x-3 text-sm" aria-describedby="member-languages-cover">
            <legend className="mb-1 text-xs font-semibold">{t('languages')}</legend>
            {locales.map((code) => (
              <label key={code} className="flex min-h-10 items-center gap-1.5">
                <input type="checkbox" name="languages" value={code} defaultChecked={member.languages.includes(code)} className={checkboxClasses} />
                {tLanguages(code)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {t('save')}
          </button>
        </form>
      </td>
      <td className={cn(teamCell, stackedCell, 'whitespace-nowrap')} data-label={t('lastSignIn')}>
        {lastSignIn ?? t('never')}
      </td>
      <td className={cn(teamCell, stackedCell)} data-label={t('remove')}>
        <form method="post" action={`/api/team/members/${member.id}`} className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="action" value="remove" />
          <label className="flex min-h-10 items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" value="yes" required className={checkboxClasses} />
            {t('removeConfirm', { username: member.username })}
          </label>
          <button type="submit" className={buttonClasses({ variant: 'destructive', size: 'sm' })}>
            {t('remove')}
          </button>
        </form>
      </td>
    </tr>
  );
}
