import { Document, Page, Text, View } from '@react-pdf/renderer';
import { COMPANY_NAME, DOCUMENT_DATE, LANGUAGE_TAG } from './brand';
import { PaperBlock } from './blocks';
import { outline, PageMarker } from './page-marker';
import { Closing } from './closing';
import { Contents, type ContentsEntry } from './contents';
import { Cover } from './cover';
import { INTRO, SECTIONS, type Section } from './structure';
import { s } from './styles';
import type { PaperTexts } from './texts';

/** Section id → page number, as the layout placed them (filled in while rendering). */
export type PagePlan = Map<string, number>;

/** The running footer of every page but the cover: brand, short title, "Page n of m". */
function Footer({ t }: { t: PaperTexts }) {
  return (
    <View style={s.footer} fixed>
      <Text>
        <Text style={s.footerBrand}>{COMPANY_NAME}</Text> · {t.plain('labels.footerTitle')}
      </Text>
      <Text render={({ pageNumber, totalPages }) => t.plain('labels.pageOf', { page: pageNumber, total: totalPages ?? pageNumber })} />
    </View>
  );
}

function SectionView({ section, number, t, plan }: { section: Section; number?: string; t: PaperTexts; plan: PagePlan }) {
  const at = `sections.${section.key}`;
  const heading = t.plain(`${at}.heading`);
  // Siblings of the page's other blocks, not one view: react-pdf moves a heading to the next
  // page (minPresenceAhead) only when something precedes it in the same parent.
  return (
    <>
      <View id={section.id} {...outline(heading)} style={s.section} wrap={false} minPresenceAhead={60}>
        <View style={s.accent} />
        {number && <Text style={s.sectionNumber}>{number}</Text>}
        <PageMarker onPage={(page) => plan.set(section.id, page)} />
        <Text style={s.h2}>{heading}</Text>
      </View>
      {section.blocks.map((block) => (
        <PaperBlock key={block.key} block={block} at={at} t={t} />
      ))}
    </>
  );
}

const number = (i: number) => String(i + 1).padStart(2, '0');

/**
 * The whole white paper. `known` holds the pages a first pass found for each section, for the
 * contents page; the pass records them again in `plan`, so the caller can check they held.
 */
export function WhitePaperDocument({ t, known, plan }: { t: PaperTexts; known?: PagePlan; plan: PagePlan }) {
  const entries: ContentsEntry[] = [
    { id: INTRO.id, title: t.plain(`sections.${INTRO.key}.heading`), page: known?.get(INTRO.id) ?? 0 },
    ...SECTIONS.map((section, i) => ({
      id: section.id,
      number: number(i),
      title: t.plain(`sections.${section.key}.heading`),
      page: known?.get(section.id) ?? 0,
    })),
    { id: 'about', title: t.plain('closing.heading'), page: known?.get('about') ?? 0 },
  ];
  return (
    <Document
      title={t.plain('meta.title')}
      subject={t.plain('meta.subject')}
      keywords={t.plain('meta.keywords')}
      author={COMPANY_NAME}
      creator={COMPANY_NAME}
      producer={`${COMPANY_NAME} white paper (react-pdf)`}
      language={LANGUAGE_TAG[t.locale]}
      creationDate={DOCUMENT_DATE}
      modificationDate={DOCUMENT_DATE}
      pageMode="useOutlines"
    >
      <Cover t={t} />
      <Page size="A4" style={s.page}>
        <Contents title={t.plain('labels.contents')} entries={entries} />
        <SectionView section={INTRO} t={t} plan={plan} />
        {SECTIONS.map((section, i) => (
          <SectionView key={section.id} section={section} number={number(i)} t={t} plan={plan} />
        ))}
        <Footer t={t} />
      </Page>
      <Page size="A4" style={s.page}>
        <Closing t={t} marker={(page) => plan.set('about', page)} />
        <Footer t={t} />
      </Page>
    </Document>
  );
}
