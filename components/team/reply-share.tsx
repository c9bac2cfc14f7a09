import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import type { DayRange } from '@/lib/insights/range';
import { replyShare } from '@/lib/team/reply-share';

/**
 * The 24-hour reply promise over the Insights page's period: the share of leads answered in
 * time, in one line. Self-contained (it reads its own counts), so the page only places it.
 */
export async function ReplyShare({ locale, range }: { locale: Locale; range: DayRange }) {
  const t = await getTranslations({ locale, namespace: 'Team.replyShare' });
  // The period's days as UTC days: a lead arriving near midnight in another zone may count a day off.
  const from = new Date(`${range.from}T00:00:00Z`);
  const to = new Date(new Date(`${range.to}T00:00:00Z`).getTime() + 24 * 60 * 60 * 1000);
  const share = await replyShare(await getDb(), from, to);
  const percent = share.due === 0 ? null : new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, { style: 'percent' }).format(share.inTime / share.due);
  return (
    <section aria-labelledby="reply-share" className="mb-6 mt-3 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="reply-share" className="text-lg font-bold">
        {t('title')}
      </h2>
      {percent === null ? (
        <p className="mt-1 text-ink-muted">{t('none')}</p>
      ) : (
        <>
          <p className="mt-1 text-2xl font-bold">{percent}</p>
          <p className="mt-1 text-sm text-ink-muted">{t('detail', { inTime: share.inTime, due: share.due, late: share.late, open: share.overdueOpen })}</p>
        </>
      )}
    </section>
  );
}
