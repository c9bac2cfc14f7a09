import { describe, expect, it, vi } from 'vitest';
import { schedulePublish } from '@/lib/copy/schedule';
import { publish, saveDraft } from '@/lib/copy/store';
import { useTestDatabases } from '@/test/databases';
import { readPdf } from '@/test/poppler';
import { whitePaperPdf } from './published';
import { whitePaperPreviewPdf, whitePaperTexts } from './editor';

vi.mock('server-only', () => ({}));

// The white-paper screen's data: every WhitePaper.* text in print order, grouped by part of the
// document, with drafts and schedules; and the preview, which renders the drafts while the PDF
// visitors download keeps the published wording.

const dbs = useTestDatabases();
const KEY = 'WhitePaper.sections.atAGlance.p1';
const textOf = (pdf: Uint8Array) => {
  const read = readPdf(pdf);
  try {
    return read.text().replace(/\s+/g, ' ');
  } finally {
    read.dispose();
  }
};

describe('the white paper’s texts for editors', () => {
  it('lists every text by part of the document in print order, with the live wording, drafts and their schedule', async () => {
    const { prisma } = await dbs.open('pglite');
    const ada = await prisma.user.create({ data: { username: 'ada', password: 'x' } });
    const ben = await prisma.user.create({ data: { username: 'ben', password: 'x' } });
    await saveDraft(prisma, { locale: 'de', key: 'WhitePaper.cover.title', text: 'Ihr eigener LinkedIn-KI-Agent', user: ada });
    await publish(prisma, { locale: 'de', user: ada });
    await saveDraft(prisma, { locale: 'de', key: KEY, text: 'Ein neuer erster Absatz.', user: ben });
    const now = new Date();
    const scheduled = await schedulePublish(prisma, { locale: 'de', runAt: new Date(now.getTime() + 3_600_000), user: ben }, now);
    expect(scheduled.ok).toBe(true);

    const groups = await whitePaperTexts(prisma, 'de', ada.id);
    const ids = groups.map((group) => group.id);
    expect(ids[0]).toBe('cover');
    expect(ids.at(-1)).toBe('meta');
    expect(ids.filter((id) => id.startsWith('sections.')).slice(0, 3)).toEqual(['sections.atAGlance', 'sections.whyTime', 'sections.whatAgentDoes']);
    expect(groups.flatMap((group) => group.texts).length).toBeGreaterThan(180);

    const cover = groups.find((group) => group.id === 'cover')!.texts.find((text) => text.part === 'title')!;
    expect(cover).toMatchObject({ live: 'Ihr eigener LinkedIn-KI-Agent', draft: null, scheduled: null });
    const p1 = groups.find((group) => group.id === 'sections.atAGlance')!.texts.find((text) => text.part === 'p1')!;
    expect(p1.draft).toMatchObject({ text: 'Ein neuer erster Absatz.', authorName: 'ben', mine: false });
    expect(p1.live).toBe(p1.original);
    expect(p1.scheduled).toMatchObject({ text: 'Ein neuer erster Absatz.' });
  });

  it('previews the PDF with the drafts, while visitors’ PDF keeps the published wording', async () => {
    const { prisma } = await dbs.open('pglite');
    const ada = await prisma.user.create({ data: { username: 'ada', password: 'x' } });
    await saveDraft(prisma, { locale: 'de', key: KEY, text: 'Vorschauentwurf mit Zebrastreifen im ersten Absatz.', user: ada });
    // A draft that does not fit its catalogue text is left out, as a publish would.
    await prisma.copyDraft.create({
      data: { locale: 'de', key: 'WhitePaper.labels.pageOf', text: 'Seite ohne Zahlen', authorName: 'ada', updatedAt: new Date() },
    });
    const preview = await whitePaperPreviewPdf(prisma, 'de');
    expect(preview.drafts).toBe(1);
    expect(Buffer.from(preview.pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(textOf(preview.pdf)).toContain('Vorschauentwurf mit Zebrastreifen');
    expect(textOf(await whitePaperPdf(async () => prisma, 'de'))).not.toContain('Zebrastreifen');
  }, 120_000);
});
