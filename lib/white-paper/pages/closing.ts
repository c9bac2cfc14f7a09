import type { PDFPage } from 'pdf-lib';

import { COLORS } from '../brand';
import { prepareList } from '../blocks/list';
import { prepareParagraph } from '../blocks/paragraph';
import { prepareSubheading } from '../blocks/subheading';
import type { WhitePaperContent } from '../content/types';
import { CONTENT_W, MARGIN_X } from '../layout/geometry';
import { roundedRect } from '../layout/shapes';
import { PAGE_TITLE, type TextStyle } from '../layout/typography';
import type { Writer } from '../layout/writer';
import { drawContactCard } from './contact-card';

/** Office cards side by side, all as tall as the tallest. */
function drawOffices(w: Writer, page: PDFPage, offices: WhitePaperContent['closing']['offices']) {
  const cityStyle: TextStyle = { size: 13, lineHeight: 17, color: COLORS.indigo, base: 'bold' };
  const officeStyle: TextStyle = { size: 9.5, lineHeight: 13, color: COLORS.muted, base: 'regular' };
  const officeGap = 16;
  const officeCount = Math.max(offices.length, 1);
  const officeW = (CONTENT_W - officeGap * (officeCount - 1)) / officeCount;
  const officeCards = offices.map((o) => ({
    city: w.wrap(o.city, officeW - 32, cityStyle),
    text: w.wrap(o.text, officeW - 32, officeStyle),
  }));
  const officeH = 30 + Math.max(...officeCards.map((c) => c.city.length * cityStyle.lineHeight + c.text.length * officeStyle.lineHeight));
  officeCards.forEach((card, i) => {
    const x = MARGIN_X + i * (officeW + officeGap);
    roundedRect(page, x, w.y, officeW, officeH, 6, { color: COLORS.violetTint, borderColor: COLORS.violetLine, borderWidth: 0.8 });
    page.drawRectangle({ x: x + 16, y: w.y - 3, width: 26, height: 3, color: COLORS.violet });
    const textTop = w.drawLines(card.city, x + 16, w.y - 15, cityStyle, x + officeW - 16);
    w.drawLines(card.text, x + 16, textTop, officeStyle, x + officeW - 16);
  });
  w.y -= officeH;
}

/** The closing page always starts a page of its own. Returns its page index. */
export function renderClosing(w: Writer, content: WhitePaperContent): number {
  const closing = content.closing;
  const page = w.addPage();
  const pageIndex = w.pages.length - 1;
  page.drawRectangle({ x: MARGIN_X, y: w.y - 3, width: 30, height: 3, color: COLORS.violet });
  w.y -= 12;
  w.y = w.drawLines(w.wrap(closing.heading, CONTENT_W, PAGE_TITLE), MARGIN_X, w.y, PAGE_TITLE);
  w.y -= 10;
  for (const paragraph of closing.paragraphs) prepareParagraph(w, paragraph).render(w);
  prepareSubheading(w, closing.helpTitle, undefined).render(w);
  prepareList(w, closing.help, 'bullet').render(w);

  prepareSubheading(w, closing.officesTitle, undefined).render(w);
  w.y -= 4;
  drawOffices(w, page, closing.offices);

  drawContactCard(w, page, content);
  return pageIndex;
}
