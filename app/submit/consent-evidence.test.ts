import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/submit/route';
import { consentTextFor, consentVersionOf } from '@/lib/consent/consent-text';
import { withTexts } from '@/lib/copy/messages';
import { publish, publishedTexts, saveDraft } from '@/lib/copy/store';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { resetMailQuotaForTests } from '@/lib/db/mail-quota';
import { findSubjectData, subjectDataJson } from '@/lib/team/subject-requests';
import { subjectDocument } from '@/lib/team/subject-document';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { engines, useTestDatabases } from '@/test/databases';
import { formToken, postJson, useFormEnvironment } from '@/test/form-env';

vi.mock('server-only', () => ({}));

// Consent evidence: the record holds the wording the visitor's page showed, a
// published text included, with the version it was published as; never wording from the request.

const dbs = useTestDatabases();
useFormEnvironment();
const ENDPOINT = 'https://granite.test/submit';
const NEW_WORDING = 'Ja, schicken Sie mir gelegentlich Marketing-E-Mails zu KI und Marketing (jederzeit abbestellbar).';

const person = (email: string) => ({
  firstName: 'Jan',
  lastName: 'Berg',
  email,
  company: 'Berg GmbH',
  agreeMarketing: true,
  agreePrivacy: true,
  referenceCode: '',
  formToken: formToken(),
});

describe.each(engines)('consent evidence on %s', (engine) => {
  let db: Database;
  let member: { id: number; username: string };
  beforeAll(async () => {
    db = await dbs.open(engine);
    const user = await db.prisma.user.create({ data: { username: 'ada', password: 'x' } });
    member = { id: user.id, username: user.username };
  });
  beforeEach(async () => {
    useDatabaseForTests(db);
    await db.prisma.mailOutbox.deleteMany();
    await db.prisma.downloadSubmission.deleteMany();
    await db.prisma.marketingConsent.deleteMany();
    await db.prisma.mailRecipientDay.deleteMany();
    await db.prisma.mailDailyCount.deleteMany();
    await db.prisma.copyVersion.deleteMany();
    resetMailQuotaForTests();
  });

  /** The version a German page renders now: the catalogue with the published texts, as i18n/request.ts builds it. */
  const pageVersion = async () => consentVersionOf('de', withTexts(de, await publishedTexts(db.prisma, 'de')).DownloadForm);
  const submit = (email: string, consentVersion?: string) =>
    POST(postJson(ENDPOINT, { ...person(email), ...(consentVersion ? { consentVersion } : {}) }, { cookie: 'NEXT_LOCALE=de' }));
  const recordOf = async (email: string) => db.prisma.consentRecord.findFirstOrThrow({ where: { submission: { email } }, include: { text: true } });

  it('records a published wording with its copy version, and the subject export shows both', async () => {
    const catalogueVersion = await pageVersion();
    expect(await saveDraft(db.prisma, { locale: 'de', key: 'DownloadForm.agreeMarketing', text: NEW_WORDING, user: member })).toMatchObject({ ok: true });
    expect(await publish(db.prisma, { locale: 'de', user: member })).toEqual(['DownloadForm.agreeMarketing']);
    const published = await db.prisma.copyVersion.findFirstOrThrow({ where: { key: 'DownloadForm.agreeMarketing' } });
    const shownVersion = await pageVersion();
    expect(shownVersion).not.toBe(catalogueVersion);

    const response = await submit('jan@example.de', shownVersion);
    expect(response.status).toBe(200);
    const record = await recordOf('jan@example.de');
    expect(record).toMatchObject({
      textVersion: shownVersion,
      locale: 'de',
      agreeMarketing: true,
      text: {
        marketingLabel: NEW_WORDING,
        marketingLabelCopyVersion: published.id,
        privacyLabel: de.DownloadForm.agreePrivacy,
        privacyLabelCopyVersion: null,
        privacyNote: de.DownloadForm.privacyNote,
        privacyNoteCopyVersion: null,
      },
    });

    const data = await findSubjectData(db.prisma, 'jan@example.de');
    expect(data.consentRecords).toEqual([
      expect.objectContaining({
        textVersion: shownVersion,
        marketingLabel: NEW_WORDING,
        marketingLabelCopyVersion: published.id,
        privacyLabelCopyVersion: null,
      }),
    ]);
    // The export handed to the person: the wording they ticked, in the readable document and the JSON.
    expect(await subjectDocument(data, 'de', 'Europe/Berlin')).toContain(NEW_WORDING);
    const exported = JSON.parse(subjectDataJson(data)) as { consentRecords: Record<string, unknown>[] };
    expect(exported.consentRecords[0]).toMatchObject({ textVersion: shownVersion, marketingLabel: NEW_WORDING, marketingLabelCopyVersion: published.id });
  });

  it('records the catalogue wording for a page served before the publish, and the published one for a page without a version', async () => {
    const before = await pageVersion();
    await saveDraft(db.prisma, { locale: 'de', key: 'DownloadForm.agreeMarketing', text: NEW_WORDING, user: member });
    await publish(db.prisma, { locale: 'de', user: member });

    expect((await submit('cached@example.de', before)).status).toBe(200);
    const cached = await recordOf('cached@example.de');
    expect(cached.text).toMatchObject({ marketingLabel: de.DownloadForm.agreeMarketing, marketingLabelCopyVersion: null });
    expect(cached.textVersion).toBe((await consentTextFor('de')).version);

    expect((await submit('old-script@example.de')).status).toBe(200);
    const current = await recordOf('old-script@example.de');
    expect(current.text).toMatchObject({ marketingLabel: NEW_WORDING, marketingLabelCopyVersion: expect.any(Number) });
    expect(current.textVersion).toBe(await pageVersion());
  });

  it('takes the language of the wording from its version: an English page posted with a German cookie records English', async () => {
    const english = consentVersionOf('en', en.DownloadForm);
    expect((await submit('en@example.de', english)).status).toBe(200);
    expect((await recordOf('en@example.de')).text).toMatchObject({ locale: 'en', marketingLabel: en.DownloadForm.agreeMarketing });
  });

  it('refuses the version of a published text this build cannot show (it lost the privacy link)', async () => {
    const broken = 'Lesen Sie unsere Datenschutzerklärung.';
    await db.prisma.copyVersion.create({
      data: { locale: 'de', key: 'DownloadForm.privacyNote', text: broken, englishHash: 'x', authorName: member.username },
    });
    const response = await submit('broken@example.de', consentVersionOf('de', { ...de.DownloadForm, privacyNote: broken }));
    expect(response.status).toBe(409);
    expect(await db.prisma.downloadSubmission.count()).toBe(0);
  });

  it.each([
    ['a version no page rendered', 'f'.repeat(64)],
    ['a version of a wording that was never published', consentVersionOf('de', { ...de.DownloadForm, agreeMarketing: 'Ja, alles.' })],
    ['wording instead of a version', 'Ja, bitte'],
  ])('refuses %s with 409 in the visitor’s language and stores nothing', async (_name, version) => {
    const response = await submit('forged@example.de', version);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: de.ApiErrors.consentChanged });
    expect(await db.prisma.downloadSubmission.count()).toBe(0);
    expect(await db.prisma.mailRecipientDay.count()).toBe(0);
  });
});
