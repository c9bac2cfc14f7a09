import { Text, View } from '@react-pdf/renderer';
import { numbers, type Block } from './structure';
import { s } from './styles';
import type { PaperTexts } from './texts';

// One component per kind of block. Lines break, pages flow, orphans and widows are kept by
// react-pdf (two lines at least on either side of a page break, its default); boxes that read as
// one unit do not break (wrap={false}), and a heading stays with what follows (minPresenceAhead).

type BlockProps = { block: Block; at: string; t: PaperTexts };

export function PaperBlock({ block, at, t }: BlockProps) {
  const key = `${at}.${block.key}`;
  switch (block.kind) {
    case 'paragraph':
      return <Text style={s.paragraph}>{t.rich(key)}</Text>;
    case 'subheading':
      return (
        <Text style={s.subheading} minPresenceAhead={40}>
          {t.plain(key)}
        </Text>
      );
    case 'bullets':
    case 'steps':
      return (
        <View style={s.list}>
          {numbers(block.items).map((n) => (
            <View key={n} style={s.listItem} wrap={false}>
              {block.kind === 'steps' ? <Text style={s.stepNumber}>{n}</Text> : <Text style={s.bullet}>•</Text>}
              <Text style={s.itemText}>
                {block.leads
                  ? [
                      <Text key="lead" style={s.bold}>
                        {t.plain(`${key}.${n}.lead`)}
                      </Text>,
                      ' ',
                      t.rich(`${key}.${n}.text`),
                    ]
                  : t.rich(`${key}.${n}`)}
              </Text>
            </View>
          ))}
        </View>
      );
    case 'checklist':
      return (
        <View style={s.checklist} wrap={false}>
          <Text style={s.boxTitle}>{t.plain(`${key}.title`)}</Text>
          {numbers(block.items).map((n) => (
            <View key={n} style={s.listItem}>
              <View style={s.checkbox} />
              <Text style={s.itemText}>{t.rich(`${key}.items.${n}`)}</Text>
            </View>
          ))}
        </View>
      );
    case 'table':
      return <Table block={block} at={key} t={t} />;
    case 'prompt':
      return (
        <View style={s.promptBox} wrap={false}>
          <Text style={s.promptLabel}>{t.plain('labels.prompt')}</Text>
          <Text style={s.boxTitle}>{t.plain(`${key}.title`)}</Text>
          {/* A line per text: a line break drawn inside a text would pull in a fallback font. */}
          {t
            .plain(`${key}.text`)
            .split('\n')
            .map((line, i) => (
              <Text key={i} style={s.promptText}>
                {line || ' '}
              </Text>
            ))}
        </View>
      );
    case 'callout':
      return (
        <View style={s.box} wrap={false}>
          <Text style={s.boxTitle}>{t.plain(`${key}.title`)}</Text>
          <Text style={s.body}>{t.rich(`${key}.text`)}</Text>
        </View>
      );
    case 'stat':
      return (
        <View style={s.stat} wrap={false}>
          <Text style={s.statValue}>{t.plain(`${key}.value`)}</Text>
          <View style={s.itemText}>
            <Text style={s.statLabel}>{t.plain(`${key}.label`)}</Text>
            <Text style={s.statText}>{t.rich(`${key}.text`)}</Text>
          </View>
        </View>
      );
    case 'flow':
      return (
        <View wrap={false}>
          <View style={s.flow}>
            {numbers(block.steps).map((n) => (
              <View key={n} style={n === block.steps ? [s.flowStep, { marginRight: 0 }] : s.flowStep}>
                <Text style={s.flowNumber}>{n}</Text>
                <Text style={s.flowTitle}>{t.plain(`${key}.steps.${n}.title`)}</Text>
                <Text style={s.flowText}>{t.plain(`${key}.steps.${n}.text`)}</Text>
              </View>
            ))}
          </View>
          <Text style={s.flowLoop}>{t.plain(`${key}.loop`)}</Text>
        </View>
      );
  }
}

/** Enough room below a row for the next one (two lines and its padding): it never goes on alone. */
const ROW_KEPT = 36;

/**
 * Column widths come from the structure. A table is read as one comparison, so it is never split
 * across pages (wrap={false}; the longest has five rows, a third of a page); the header row would
 * repeat if one ever grew past a page.
 */
function Table({ block, at, t }: { block: Extract<Block, { kind: 'table' }>; at: string; t: PaperTexts }) {
  const columns = numbers(block.widths.length);
  const width = (c: number) => `${(block.widths[c - 1] ?? 0) * 100}%`;
  return (
    <View style={s.table} wrap={false}>
      <View style={s.tableHead} fixed>
        {columns.map((c) => (
          <Text key={c} style={[s.cell, { width: width(c) }]}>
            {t.plain(`${at}.columns.${c}`)}
          </Text>
        ))}
      </View>
      {numbers(block.rows).map((r) => (
        // No row alone on a page: the first stays with the second, the last comes with the one before.
        <View
          key={r}
          style={r % 2 === 0 ? [s.tableRow, s.tableZebra] : s.tableRow}
          wrap={false}
          minPresenceAhead={r === 1 || r === block.rows - 1 ? ROW_KEPT : undefined}
        >
          {columns.map((c) => (
            <Text key={c} style={[s.cell, { width: width(c) }, c === 1 ? s.bold : {}]}>
              {t.rich(`${at}.rows.${r}.${c}`)}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}
