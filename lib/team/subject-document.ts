import 'server-only';
import { labelled } from '@/lib/format';
import { storedSource, type SourceColumns, type VisitSource } from '@/lib/insights/source-values';
import { sourceCell, sourceColumns } from '@/lib/team/source-columns';
import type { Locale } from '@/i18n/routing';
import { locales } from '@/i18n/routing';
import { loadMessages, serverTranslator } from '@/lib/server-i18n';
import { localDateTime } from '@/lib/team/export-labels';
import type { SubjectData } from '@/lib/team/subject-requests';
import { serviceNames, type ContactService } from '@/lib/validation/contact';
import { consentMethodText } from '@/lib/team/consent-method';

// A data-subject request answered as a document a person can read (GDPR art. 15): one HTML page
// in the member's language, printable (or saved as PDF from the browser's print dialogue),
// self-contained (no script, no outside resource), each record as a labelled list rather than
// the database's tables. The JSON export beside it stays the machine-readable copy.

type Row = [label: string, value: string | null | undefined];
const MAIL_KINDS = ['contact-notification', 'download-notification', 'download-visitor', 'marketing-confirmation'] as const;

export async function subjectDocument(data: SubjectData, locale: Locale, timeZone: string, now = new Date()): Promise<string> {
  const tTeam = await serverTranslator(locale, 'Team');
  const tLanguage = await serverTranslator(locale, 'LanguageSwitcher');
  const services = serviceNames((await loadMessages(locale)).Services);
  const when = localDateTime(locale, timeZone);
  const at = (value: Date | null) => (value ? when(value) : null);
  const yesNo = (value: boolean) => (value ? tTeam('subjectDocument.yes') : tTeam('subjectDocument.no'));
  const language = (code: string | null) => (code && (locales as readonly string[]).includes(code) ? tLanguage(code as Locale) : code);
  const status = (value: 'new' | 'in_progress' | 'answered' | 'closed') => tTeam(`statuses.${value}`);
  const statusName = (value: string | null) => (value && ['new', 'in_progress', 'answered', 'closed'].includes(value) ? status(value as 'new') : (value ?? ''));
  // The lead's notes (each earlier wording too) and changes, oldest first, each dated; a note's
  // own column holds only the latest, so it is shown only for leads from before the timeline.
  const history = (kind: 'contact' | 'download', id: number, note: string | null): Row[] => {
    const events = data.leadEvents.filter((event) => event.kind === kind && event.leadId === id);
    const author = (name: string | null) => name ?? tTeam('timeline.unknownAuthor');
    const rows = events.flatMap((event): Row[] => {
      const stamp = (text: string, at: Date) => `${when(at)} · ${text}`;
      if (event.type === 'note' && event.body !== null) {
        return [
          ...event.history.map((wording): Row => [stamp(tTeam('subjectDocument.earlierWording'), wording.at), wording.body]),
          [stamp(tTeam('timeline.note', { author: author(event.authorName) }), event.editedAt ?? event.at), event.body],
        ];
      }
      if (event.type === 'status') {
        return [[when(event.at), tTeam('timeline.status', { author: author(event.authorName), from: statusName(event.from), to: statusName(event.to) })]];
      }
      if (event.type === 'assignment') {
        const names = { author: author(event.authorName), from: event.from ?? '', to: event.to ?? '' };
        const key = event.to === null ? 'unassigned' : event.from === null ? 'assigned' : 'reassigned';
        return [[when(event.at), tTeam(`timeline.${key}`, names)]];
      }
      return [];
    });
    const hasNotes = events.some((event) => event.type === 'note');
    return [...(hasNotes ? [] : [[tTeam('subjectDocument.note'), note] as Row]), ...rows];
  };
  const mailKind = (kind: string) =>
    MAIL_KINDS.includes(kind as (typeof MAIL_KINDS)[number]) ? tTeam(`subjectDocument.mailKinds.${kind as (typeof MAIL_KINDS)[number]}`) : kind;

  // Where the visit came from, every part that was kept, on one line.
  const source = (row: SourceColumns) => {
    const kept = storedSource(row);
    if (!kept) return null;
    const words = {
      direct: tTeam('leadSource.direct'),
      yes: tTeam('subjectDocument.yes'),
      no: tTeam('subjectDocument.no'),
      device: (device: NonNullable<VisitSource['device']>) => tTeam(`leadSource.devices.${device}`),
    };
    return sourceColumns
      .map((column) => [column, sourceCell(column, kept, words)] as const)
      .filter(([, value]) => value)
      .map(([column, value]) => labelled(locale, tTeam(`leadSource.csv.${column}`), value))
      .join(' · ');
  };
  const sections: [title: string, records: Row[][]][] = [
    [
      tTeam('subjectDocument.contacts'),
      data.contacts.map((row) => [
        [tTeam('subjectDocument.received'), at(row.createdAt)],
        [tTeam('subjectDocument.name'), `${row.firstName} ${row.lastName}`],
        [tTeam('subjectDocument.email'), row.email],
        [tTeam('subjectDocument.company'), row.company],
        [tTeam('subjectDocument.service'), row.service ? (services[row.service as ContactService] ?? row.service) : null],
        [tTeam('subjectDocument.message'), row.message],
        [tTeam('subjectDocument.language'), language(row.locale)],
        [tTeam('leadSource.title'), source(row)],
        [tTeam('subjectDocument.status'), status(row.status)],
        ...history('contact', row.id, row.note),
        [tTeam('subjectDocument.updated'), at(row.updatedAt)],
      ]),
    ],
    [
      tTeam('subjectDocument.downloads'),
      data.downloads.map((row) => [
        [tTeam('subjectDocument.received'), at(row.downloadedAt)],
        [tTeam('subjectDocument.name'), `${row.firstName} ${row.lastName}`],
        [tTeam('subjectDocument.email'), row.email],
        [tTeam('subjectDocument.company'), row.company],
        [tTeam('subjectDocument.agreeMarketing'), yesNo(row.agreeMarketing)],
        [tTeam('subjectDocument.agreePrivacy'), yesNo(row.agreePrivacy)],
        [tTeam('subjectDocument.language'), language(row.locale)],
        [tTeam('leadSource.title'), source(row)],
        [tTeam('subjectDocument.status'), status(row.status)],
        ...history('download', row.id, row.note),
        [tTeam('subjectDocument.updated'), at(row.updatedAt)],
      ]),
    ],
    [
      tTeam('subjectDocument.consents'),
      data.consentRecords.map((row) => [
        [tTeam('subjectDocument.given'), at(row.givenAt)],
        [
          tTeam('subjectDocument.method'),
          consentMethodText(row.method, row.locale, {
            webFormCheckbox: (language) => tTeam('lead.consentMethods.webFormCheckbox', { language }),
            language: (code) => tTeam(`members.languageNamesInSentence.${code}`),
          }),
        ],
        [tTeam('subjectDocument.language'), language(row.locale)],
        [tTeam('subjectDocument.agreeMarketing'), yesNo(row.agreeMarketing)],
        [tTeam('subjectDocument.agreePrivacy'), yesNo(row.agreePrivacy)],
        [tTeam('subjectDocument.wording'), `${row.marketingLabel}\n${row.privacyLabel}`],
        [tTeam('subjectDocument.wordingVersion'), row.textVersion],
      ]),
    ],
    [
      tTeam('subjectDocument.optIn'),
      data.marketingConsent
        ? [
            [
              [tTeam('subjectDocument.optInStatus'), tTeam(`lead.marketing.${data.marketingConsent.status}`)],
              [tTeam('subjectDocument.language'), language(data.marketingConsent.locale)],
              [tTeam('subjectDocument.requested'), at(data.marketingConsent.requestedAt)],
              [tTeam('subjectDocument.confirmed'), at(data.marketingConsent.confirmedAt)],
              [tTeam('subjectDocument.withdrawn'), at(data.marketingConsent.withdrawnAt)],
              [tTeam('subjectDocument.expires'), data.marketingConsent.status === 'pending' ? at(data.marketingConsent.expiresAt) : null],
            ],
          ]
        : [],
    ],
    [
      tTeam('subjectDocument.mails'),
      data.mails.map((row) => [
        [tTeam('subjectDocument.mailKind'), mailKind(row.kind)],
        [tTeam('subjectDocument.received'), at(row.createdAt)],
        [tTeam('subjectDocument.mailStatus'), tTeam(`notifications.${row.status}`)],
        [tTeam('subjectDocument.sent'), at(row.sentAt)],
      ]),
    ],
    [
      tTeam('subjectDocument.mailDays'),
      data.mailLimits.length ? [data.mailLimits.map((row): Row => [mailKind(row.kind === 'white-paper' ? 'download-visitor' : row.kind), row.day])] : [],
    ],
  ];

  const title = tTeam('subjectDocument.title', { email: data.email });
  const body = sections
    .map(([heading, records]) => {
      const content = records.length
        ? records
            .map(
              (rows) =>
                `<dl>${rows
                  .filter(([, value]) => value !== null && value !== undefined && value !== '')
                  .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value!)}</dd>`)
                  .join('')}</dl>`,
            )
            .join('')
        : `<p class="none">${escapeHtml(tTeam('subjectDocument.none'))}</p>`;
      return `<section><h2>${escapeHtml(heading)}</h2>${content}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#0f172a;max-width:48rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1.15rem;margin:2rem 0 .5rem;border-bottom:1px solid #cbd5e1;padding-bottom:.25rem}
dl{display:grid;grid-template-columns:minmax(10rem,14rem) 1fr;gap:.25rem 1rem;margin:0 0 1rem;padding:.75rem;border:1px solid #e2e8f0;border-radius:.5rem;break-inside:avoid}
dt{font-weight:600;color:#334155}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}.none{color:#475569}
@media (max-width:36rem){dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}
@media print{body{margin:0;max-width:none}dl{border-color:#94a3b8}}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(tTeam('subjectDocument.intro', { date: when(now), zone: timeZone }))}</p>
${body}
</main>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
