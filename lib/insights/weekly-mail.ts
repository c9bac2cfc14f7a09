import 'server-only';
import { isLocale, type Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/env';
import { labelled } from '@/lib/format';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { shiftDay } from '@/lib/insights/range';
import { insightsReport, type InsightsReport, type Totals } from '@/lib/insights/report';
import { localDay, localHour, weekOf } from '@/lib/insights/report-days';
import { insightsWords } from '@/lib/insights/words';
import { escapeHtml, headerValue, htmlLayout, paragraph, type MailMessage } from '@/lib/mail';
import { createOutboxRows } from '@/lib/outbox';
import { serverTranslator } from '@/lib/server-i18n';
import { can, isRole } from '@/lib/team/permissions';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@/lib/team/time-zone';

// The Monday summary of Insights: to each member who asked for it on the Insights page and may
// have it (insights.weekly), last week (Monday to Sunday in their zone) against the week before,
// in their language (member_preferences.locale, set when they asked). From 07:00 on Monday in
// their zone, or later in the week if the server was down then. `insightsWeeklySentFor` is
// claimed in the same transaction that queues the mail: one mail per member and week, whatever
// the number of instances or restarts. Run by the outbox worker's round (lib/outbox/worker.ts).

const SEND_FROM_HOUR = '07';

export async function weeklyChoice(prisma: PrismaClient, userId: number): Promise<boolean> {
  const row = await prisma.memberPreference.findUnique({ where: { userId }, select: { insightsWeekly: true } });
  return row?.insightsWeekly ?? false;
}

export async function setWeeklyChoice(prisma: PrismaClient, userId: number, on: boolean): Promise<void> {
  await prisma.memberPreference.upsert({ where: { userId }, create: { userId, insightsWeekly: on }, update: { insightsWeekly: on } });
}

/** Queues the summaries that are due; returns how many. */
export async function sendWeeklySummaries(prisma: PrismaClient, now = new Date()): Promise<number> {
  const members = await prisma.memberPreference.findMany({
    where: { insightsWeekly: true, user: { email: { not: null } } },
    select: { userId: true, locale: true, timeZone: true, insightsWeeklySentFor: true, user: { select: { username: true, email: true, role: true } } },
  });
  let queued = 0;
  for (const member of members) {
    const { role, email, username } = member.user;
    if (!email || !isRole(role) || !can({ role, languages: [] }, 'insights.weekly')) continue;
    const timeZone = member.timeZone && isTimeZone(member.timeZone) ? member.timeZone : DEFAULT_TIME_ZONE;
    const today = localDay(now, timeZone);
    const monday = weekOf(today);
    if (today === monday && localHour(now, timeZone) < SEND_FROM_HOUR) continue;
    const sentFor = member.insightsWeeklySentFor?.toISOString().slice(0, 10);
    if (sentFor && sentFor >= monday) continue;
    const locale: Locale = member.locale && isLocale(member.locale) ? member.locale : 'en';
    const report = await insightsReport(prisma, { from: shiftDay(monday, -7), to: shiftDay(monday, -1), timeZone });
    const message = await weeklyMail({ to: email, name: username, locale, report });
    const sent = await prisma.$transaction(async (tx) => {
      const claimed = await tx.memberPreference.updateMany({
        where: { userId: member.userId, OR: [{ insightsWeeklySentFor: null }, { insightsWeeklySentFor: { lt: new Date(`${monday}T00:00:00Z`) } }] },
        data: { insightsWeeklySentFor: new Date(`${monday}T00:00:00Z`) },
      });
      if (claimed.count === 0) return false;
      await createOutboxRows(tx, [{ kind: 'insights-weekly', message }], now);
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/** The mail itself: five figures against the week before, the top source, a link to the page. */
export async function weeklyMail({ to, name, locale, report }: { to: string; name: string; locale: Locale; report: InsightsReport }): Promise<MailMessage> {
  const t = await serverTranslator(locale, 'Team');
  const words = await insightsWords(locale);
  const tag = locale === 'en' ? 'en-GB' : locale;
  const number = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  const signed = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const long = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const day = (value: string) => long.format(new Date(`${value}T00:00:00Z`));
  const rate = (totals: Totals, part: 'leads' | 'bounces') => (totals.visits > 0 ? totals[part] / totals.visits : null);
  const change = (now: number | null, before: number | null) =>
    now === null || before === null ? '—' : before === 0 ? (now === 0 ? '±0 %' : t('insights.totals.new')) : signed.format(now / before - 1);
  const figure = (label: string, now: number | null, before: number | null, format: (value: number) => string) =>
    t('insights.weekly.mail.line', {
      label,
      value: now === null ? '—' : format(now),
      before: before === null ? '—' : format(before),
      change: change(now, before),
    });
  const { totals, previous, range } = report;
  const lines = [
    figure(t('insights.totals.enquiries'), totals.leads, previous.leads, (value) => number.format(value)),
    figure(t('insights.totals.visits'), totals.visits, previous.visits, (value) => number.format(value)),
    figure(t('insights.totals.views'), totals.views, previous.views, (value) => number.format(value)),
    figure(t('insights.totals.conversion'), rate(totals, 'leads'), rate(previous, 'leads'), (value) => percent.format(value)),
    figure(t('insights.totals.bounce'), rate(totals, 'bounces'), rate(previous, 'bounces'), (value) => percent.format(value)),
  ];
  const top = report.byDimension.source.series.find((line) => line.key !== '*');
  const summary = top
    ? t('insights.weekly.mail.topSource', { source: words.itemLabel('source', top.key, top.label), count: top.total })
    : t('insights.weekly.mail.noEnquiries');
  const origin = getEnv().siteUrl;
  const url = origin ? `${origin}/${locale}/team/insights?from=${range.from}&to=${range.to}` : undefined;
  const subject = headerValue(t('insights.weekly.mail.subject', { from: day(range.from) }));
  const before = [t('insights.weekly.mail.greeting', { name }), t('insights.weekly.mail.intro', { from: day(range.from), to: day(range.to) })];
  const after = [summary, ...(url ? [labelled(locale, t('insights.weekly.mail.linkLabel'), url)] : []), t('insights.weekly.mail.footer')];
  const text = [...before, lines.join('\n'), ...after].join('\n\n');
  const list = `<ul style="margin:0 0 16px;padding-left:20px;">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  const link = url
    ? `<p style="margin:0 0 16px;"><a href="${escapeHtml(url)}" style="color:#4338ca;font-weight:bold;">${escapeHtml(t('insights.weekly.mail.linkLabel'))}</a></p>`
    : '';
  const bodyHtml = [...before.map(paragraph), list, paragraph(summary), link, paragraph(t('insights.weekly.mail.footer'))].join('\n');
  return { to, subject, text, html: htmlLayout({ lang: locale, title: subject, bodyHtml }) };
}
