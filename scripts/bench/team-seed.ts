import pg from 'pg';

// 100,000 leads as the inbox will hold them after a few busy years: 60 % contact requests, 40 %
// white-paper requests over two years, in the four languages, most already worked; every lead
// with its mails (a few failed or still pending), and opt-ins for a share of the white papers.
// One INSERT … SELECT per table with a fixed seed, so every run measures the same rows.

const pick = (values: string[]) => `(ARRAY[${values.map((value) => `'${value}'`).join(',')}])[1 + floor(random() * ${values.length})::int]`;
const firstNames = pick([
  'Ada',
  'Grace',
  'Alan',
  'Edsger',
  'Barbara',
  'Donald',
  'Margaret',
  'Niklaus',
  'Frances',
  'Ken',
  'Lena',
  'Jan',
  'Sophie',
  'Lukas',
  'Camille',
  'Noah',
  'Emma',
  'Luca',
  'Anouk',
  'Finn',
]);
const lastNames = pick([
  'Lovelace',
  'Hopper',
  'Turing',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Hamilton',
  'Wirth',
  'Allen',
  'Thompson',
  'Müller',
  'de Vries',
  'Dubois',
  'Schmidt',
  'Jansen',
  'Martin',
  'Bakker',
  'Weber',
  'Lefèvre',
  'Visser',
]);
const companies = pick([
  'Analytical Engines Ltd',
  'Voorbeeld BV',
  'Muster GmbH',
  'Exemple SARL',
  'Granite Works',
  'Northwind Traders',
  'Contoso',
  'Fabrikam',
  'Tailspin Toys',
  'Wide World Importers',
]);
const domains = pick(['example.com', 'example.nl', 'example.de', 'example.fr', 'mail.example']);
const services = pick(['ai-marketing', 'web-design', 'translation', 'strategy', 'content', 'analytics']);
const END = "timestamp '2026-11-20 12:00:00'";

const locale = (r: string) => `CASE WHEN ${r} < 0.40 THEN 'en' WHEN ${r} < 0.65 THEN 'de' WHEN ${r} < 0.80 THEN 'fr' ELSE 'nl' END`;
const status = (r: string) =>
  `(CASE WHEN ${r} < 0.25 THEN 'new' WHEN ${r} < 0.35 THEN 'in_progress' WHEN ${r} < 0.80 THEN 'answered' ELSE 'closed' END)::"LeadStatus"`;
// 60 % taken by one of the five members, evenly.
const assignee = (r: string) => `CASE WHEN ${r} < 0.6 THEN 1 + floor(${r} / 0.12)::int END`;
// 2 % failed, 1 % pending, the rest sent.
const mailStatus = (r: string) => `(CASE WHEN ${r} < 0.02 THEN 'failed' WHEN ${r} < 0.03 THEN 'pending' ELSE 'sent' END)::"MailStatus"`;

/** Seeds the database at `url` on a connection of its own: the app's pool would time out. */
export async function seedLeads(url: string, total: number): Promise<void> {
  const contacts = Math.round(total * 0.6);
  const downloads = total - contacts;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT setseed(0.42)');
    // Five members, each working a share of the leads (the inbox's "mine" and "unassigned").
    await client.query(`INSERT INTO "users" ("username", "passwordHash") SELECT 'member' || g, 'x' FROM generate_series(1, 5) AS g`);
    await client.query(`
    INSERT INTO "contact_submissions" ("firstName", "lastName", "email", "company", "service", "message", "createdAt", "locale", "status", "note", "assigneeId")
    SELECT "first", "last", lower(translate("first" || '.' || "last", 'üè ', 'ue')) || '.' || g || '@' || "domain",
      CASE WHEN r1 < 0.7 THEN "company" END, CASE WHEN r2 < 0.8 THEN "service" END,
      'Hello, we would like to talk about a new website and a campaign for next spring. Reference ' || g,
      ${END} - r3 * interval '730 days', ${locale('r4')}, ${status('r5')}, CASE WHEN r6 < 0.2 THEN 'Called back, sent an offer.' END,
      ${assignee('r1')}
    FROM (SELECT g, ${firstNames} AS "first", ${lastNames} AS "last", ${domains} AS "domain", ${companies} AS "company", ${services} AS "service",
      random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6
      FROM generate_series(1, ${contacts}) AS g) AS s;

    INSERT INTO "download_submissions" ("firstName", "lastName", "email", "company", "agreeMarketing", "agreePrivacy", "downloadedAt", "locale", "status", "assigneeId")
    SELECT "first", "last", lower(translate("first" || '.' || "last", 'üè ', 'ue')) || '.w' || g || '@' || "domain", "company", r1 < 0.4, true,
      ${END} - r3 * interval '730 days', ${locale('r4')}, ${status('r5')}, ${assignee('r3')}
    FROM (SELECT g, ${firstNames} AS "first", ${lastNames} AS "last", ${domains} AS "domain", ${companies} AS "company",
      random() AS r1, random() AS r3, random() AS r4, random() AS r5
      FROM generate_series(1, ${downloads}) AS g) AS s;

    INSERT INTO "mail_outbox" ("id", "kind", "recipient", "payload", "status", "attempts", "lastError", "sentAt", "idempotencyKey", "createdAt", "contactSubmissionId")
    SELECT u, 'contact-notification', 'team@agency.example',
      jsonb_build_object('subject', 'New contact request', 'text', 'A new lead', 'html', '<p>A new lead</p>', 'replyTo', "email"),
      st, CASE WHEN st = 'failed' THEN 10 ELSE 1 END, CASE WHEN st = 'failed' THEN '503 service unavailable' END,
      CASE WHEN st = 'sent' THEN "createdAt" END, 'bench-' || u, "createdAt", "id"
    FROM (SELECT gen_random_uuid() AS u, ${mailStatus('random()')} AS st, "email", "createdAt", "id" FROM "contact_submissions") AS c;

    INSERT INTO "mail_outbox" ("id", "kind", "recipient", "payload", "status", "attempts", "lastError", "sentAt", "idempotencyKey", "createdAt", "downloadSubmissionId")
    SELECT u, "kind", CASE WHEN "kind" = 'download-notification' THEN 'team@agency.example' ELSE "email" END,
      jsonb_build_object('subject', 'White paper', 'text', 'Your link', 'html', '<p>Your link</p>'),
      st, CASE WHEN st = 'failed' THEN 10 ELSE 1 END, CASE WHEN st = 'failed' THEN '422 validation_error' END,
      CASE WHEN st = 'sent' THEN "downloadedAt" END, 'bench-' || u, "downloadedAt", "id"
    FROM (SELECT gen_random_uuid() AS u, ${mailStatus('random()')} AS st, k AS "kind", "email", "downloadedAt", "id"
      FROM "download_submissions", unnest(ARRAY['download-notification', 'download-visitor']) AS k) AS d;

    INSERT INTO "marketing_consents" ("id", "email", "status", "locale", "requestedAt", "expiresAt", "confirmedAt")
    SELECT gen_random_uuid(), lower("email"), st, "locale", "downloadedAt", "downloadedAt" + interval '7 days',
      CASE WHEN st = 'confirmed' THEN "downloadedAt" + interval '1 hour' END
    FROM (SELECT "email", "locale", "downloadedAt",
      (CASE WHEN random() < 0.6 THEN 'confirmed' WHEN random() < 0.5 THEN 'expired' ELSE 'withdrawn' END)::"MarketingConsentStatus" AS st
      FROM "download_submissions" WHERE "agreeMarketing") AS m;

    ANALYZE;`);
  } finally {
    await client.end();
  }
}
