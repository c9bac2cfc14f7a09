import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { dateTag } from '@/lib/format';
import { cn } from '@/lib/cn';
import type { InsightsReport, TrafficLine } from '@/lib/insights/report';
import { insightsWords } from '@/lib/insights/words';
import { InsightsSection } from './insights-charts';
import { TeamTable, teamCell } from './team-table';

const cell = teamCell;

/** A change as people read it: "+12 %", "−3 %", "new" (nothing before), "±0 %". */
function change(
  now: number | null,
  before: number | null,
  percent: Intl.NumberFormat,
  words: { new: string; none: string },
): { text: string; tone: 'up' | 'down' | 'flat' } {
  if (now === null || before === null) return { text: words.none, tone: 'flat' };
  if (before === 0) return now === 0 ? { text: '±0 %', tone: 'flat' } : { text: words.new, tone: 'up' };
  const ratio = now / before - 1;
  if (Math.abs(ratio) < 0.005) return { text: '±0 %', tone: 'flat' };
  return { text: percent.format(ratio), tone: ratio > 0 ? 'up' : 'down' };
}

/** The range's totals, each beside the same figure for the period before and the change. */
export async function InsightsTotals({ locale, report }: { locale: Locale; report: InsightsReport }) {
  const t = await getTranslations({ locale, namespace: 'Team.insights' });
  const tag = dateTag(locale);
  const number = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  const signed = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const { totals, previous } = report;
  const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);
  const figures: { label: string; now: number | null; before: number | null; format: (value: number) => string; lowerIsBetter?: boolean }[] = [
    { label: t('totals.enquiries'), now: totals.leads, before: previous.leads, format: (value) => number.format(value) },
    { label: t('totals.visits'), now: totals.visits, before: previous.visits, format: (value) => number.format(value) },
    { label: t('totals.views'), now: totals.views, before: previous.views, format: (value) => number.format(value) },
    {
      label: t('totals.conversion'),
      now: rate(totals.leads, totals.visits),
      before: rate(previous.leads, previous.visits),
      format: (value) => percent.format(value),
    },
    {
      label: t('totals.bounce'),
      now: rate(totals.bounces, totals.visits),
      before: rate(previous.bounces, previous.visits),
      format: (value) => percent.format(value),
      lowerIsBetter: true,
    },
  ];
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-5">
      {figures.map((figure) => {
        const delta = change(figure.now, figure.before, signed, { new: t('totals.new'), none: '—' });
        const good = figure.lowerIsBetter ? delta.tone === 'down' : delta.tone === 'up';
        const bad = figure.lowerIsBetter ? delta.tone === 'up' : delta.tone === 'down';
        return (
          <div key={figure.label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-ink-muted">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{figure.now === null ? '—' : figure.format(figure.now)}</dd>
            <dd className="mt-1 text-xs text-ink-muted">
              <span className={cn('font-semibold tabular-nums', good && 'text-emerald-700', bad && 'text-rose-700')}>{delta.text}</span>{' '}
              {t('totals.before', { value: figure.before === null ? '—' : figure.format(figure.before) })}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Page views and visits by channel, source and device, with the enquiries of each. */
export async function InsightsTraffic({ locale, report }: { locale: Locale; report: InsightsReport }) {
  const t = await getTranslations({ locale, namespace: 'Team.insights' });
  const tSource = await getTranslations({ locale, namespace: 'Team.leadSource' });
  const words = await insightsWords(locale);
  const tag = dateTag(locale);
  const number = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  const headings = (first: string, leads = true) => [
    first,
    t('traffic.visits'),
    t('traffic.views'),
    t('traffic.bounce'),
    ...(leads ? [t('traffic.enquiries')] : []),
  ];
  const rows = (lines: (TrafficLine & { name: string })[], leads = true) =>
    lines.map((line) => (
      <tr key={line.key}>
        <th scope="row" className={`${cell} font-medium`}>
          {line.name}
        </th>
        <td className={`${cell} tabular-nums`}>{number.format(line.visits)}</td>
        <td className={`${cell} tabular-nums`}>{number.format(line.views)}</td>
        <td className={`${cell} tabular-nums`}>{line.visits > 0 ? percent.format(line.bounces / line.visits) : '—'}</td>
        {leads && <td className={`${cell} tabular-nums`}>{number.format(line.leads)}</td>}
      </tr>
    ));
  const channels = report.channels.map((line) => ({ ...line, name: words.channelName(line.key) }));
  const sources = report.sources.slice(0, 10).map((line) => ({ ...line, name: words.itemLabel('source', line.key, line.label) }));
  const devices = report.devices.map((line) => ({ ...line, name: tSource(`devices.${line.key as 'mobile' | 'tablet' | 'desktop'}`) }));
  return (
    <InsightsSection id="insights-traffic" title={t('traffic.title')} intro={t('traffic.intro')}>
      {/* min-w-0: a grid item is otherwise as wide as its table, and the page scrolls sideways on a phone. */}
      <div className="grid gap-4 xl:grid-cols-2">
        <div className="min-w-0">
          <h3 className="mb-2 font-bold">{t('traffic.byChannel')}</h3>
          <TeamTable caption={t('traffic.byChannel')} minWidth="min-w-[28rem]" headings={headings(t('traffic.channel'))}>
            {rows(channels)}
          </TeamTable>
          <details className="mt-2 text-sm text-ink-muted">
            <summary className="cursor-pointer">{t('traffic.rulesTitle')}</summary>
            <p className="mt-2">{t('traffic.rules')}</p>
          </details>
        </div>
        <div className="min-w-0">
          <h3 className="mb-2 font-bold">{t('traffic.bySource')}</h3>
          <TeamTable caption={t('traffic.bySource')} minWidth="min-w-[28rem]" headings={headings(t('traffic.source'))}>
            {rows(sources)}
          </TeamTable>
        </div>
        <div className="min-w-0">
          <h3 className="mb-2 font-bold">{t('traffic.byDevice')}</h3>
          <TeamTable caption={t('traffic.byDevice')} minWidth="min-w-[24rem]" headings={headings(t('traffic.device'), false)}>
            {rows(devices, false)}
          </TeamTable>
        </div>
      </div>
    </InsightsSection>
  );
}
