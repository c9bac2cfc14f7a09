import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { inputClasses } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { workVersion } from '@/lib/team/lead-conflict';
import { leadStatuses, type LeadDetail } from '@/lib/team/leads';
import type { TeamLabels } from './labels';
import { SyncedSelect } from './synced-select';

type Props = {
  locale: Locale;
  lead: LeadDetail;
  labels: TeamLabels;
  members: { id: number; username: string }[];
  memberId: number;
  back: string | undefined;
};

/** How far the lead has got and who works on it: two small forms, each one change. */
export async function LeadWorkForm({ locale, lead, labels, members, memberId, back }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.leadWork' });
  const Form = ({ action, children }: { action: string; children: ReactNode }) => (
    <form method="post" action={`/api/team/leads/${lead.kind}/${lead.id}`} data-in-place className="mt-3 space-y-3">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="seen" value={workVersion(lead.timeline)} />
      {back && <input type="hidden" name="back" value={back} />}
      {children}
    </form>
  );
  return (
    <div className="h-fit space-y-6">
      <section aria-labelledby="lead-status-title" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="lead-status-title" className="text-lg font-bold">
          {t('statusTitle')}
        </h2>
        <Form action="status">
          <label htmlFor="lead-status" className="sr-only">
            {t('statusTitle')}
          </label>
          <SyncedSelect id="lead-status" name="status" defaultValue={lead.status} data-submit-on-change className={inputClasses}>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {labels.status(status)}
              </option>
            ))}
          </SyncedSelect>
          <button type="submit" className={buttonClasses({ className: 'w-full' })}>
            {t('saveStatus')}
          </button>
        </Form>
      </section>
      <section aria-labelledby="lead-assign-title" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="lead-assign-title" className="text-lg font-bold">
          {t('assignTitle')}
        </h2>
        {lead.assigneeId === memberId ? (
          <p className="mt-2 text-sm font-semibold text-emerald-800">{t('youAreAssigned')}</p>
        ) : (
          <Form action="assign">
            <input type="hidden" name="assignee" value="me" />
            <button type="submit" className={buttonClasses({ className: 'w-full' })}>
              {t('assignToMe')}
            </button>
          </Form>
        )}
        <Form action="assign">
          <label htmlFor="lead-assignee" className="mb-1 block text-sm font-semibold">
            {t('assignee')}
          </label>
          <SyncedSelect id="lead-assignee" name="assignee" defaultValue={lead.assigneeId ?? ''} className={inputClasses}>
            <option value="">{t('nobody')}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.username}
              </option>
            ))}
          </SyncedSelect>
          <button type="submit" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
            {t('saveAssignee')}
          </button>
        </Form>
      </section>
    </div>
  );
}
