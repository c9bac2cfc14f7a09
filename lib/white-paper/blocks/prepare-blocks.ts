import { COLORS } from '../brand';
import type { Block } from '../content/types';
import { BODY, PROMPT_TEXT } from '../layout/typography';
import type { Writer } from '../layout/writer';
import { prepareChecklist } from './checklist';
import { prepareFlowDiagram } from './flow-diagram';
import { listItemText, prepareList } from './list';
import { prepareParagraph } from './paragraph';
import type { Prepared } from './prepared-block';
import { prepareStat } from './stat';
import { prepareSubheading } from './subheading';
import { prepareTable } from './table';
import { prepareTintedBox } from './tinted-box';

function prepareBlock(w: Writer, block: Block, next: Prepared | undefined, nextKind: Block['kind'] | undefined, promptLabel: string): Prepared {
  switch (block.kind) {
    case 'paragraph':
      // Only a paragraph that leads into a figure-like block sticks to it.
      return prepareParagraph(w, block.text, nextKind && nextKind !== 'paragraph' && nextKind !== 'subheading' ? next : undefined);
    case 'subheading':
      return prepareSubheading(w, block.text, next);
    case 'bullets':
      return prepareList(w, block.items.map(listItemText), 'bullet');
    case 'steps':
      return prepareList(w, block.items.map(listItemText), 'number');
    case 'checklist':
      return prepareChecklist(w, block.title, block.items);
    case 'table':
      return prepareTable(w, block.columns, block.widths, block.rows);
    case 'prompt':
      return prepareTintedBox(w, {
        label: promptLabel,
        title: block.title,
        body: block.text,
        bodyStyle: PROMPT_TEXT,
        fill: COLORS.violetTint,
        rule: COLORS.violet,
      });
    case 'callout':
      return prepareTintedBox(w, {
        title: block.title,
        body: block.text,
        bodyStyle: BODY,
        fill: COLORS.indigoTint,
        rule: COLORS.indigo,
      });
    case 'stat':
      return prepareStat(w, block.value, block.label, block.text);
    case 'flow':
      return prepareFlowDiagram(w, block.steps, block.loop);
  }
}

/** Prepare blocks back to front so headings know what follows them. */
export function prepareBlocks(w: Writer, blocks: Block[], promptLabel: string): Prepared[] {
  const prepared: Prepared[] = [];
  let next: Prepared | undefined;
  for (let i = blocks.length - 1; i >= 0; i--) {
    const block = blocks[i];
    if (!block) continue;
    next = prepareBlock(w, block, next, blocks[i + 1]?.kind, promptLabel);
    prepared.unshift(next);
  }
  return prepared;
}
