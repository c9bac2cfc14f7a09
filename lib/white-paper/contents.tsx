import { Link, StyleSheet, Text, View } from '@react-pdf/renderer';
import { COLORS } from './brand';
import { HEADING_FONT } from './fonts';
import { s } from './styles';

/** A line of the contents page; `page` is unknown (0) in the measuring pass. */
export type ContentsEntry = { id: string; number?: string; title: string; page: number };

const c = StyleSheet.create({
  list: { borderBottomWidth: 0.8, borderBottomColor: COLORS.violetLine, paddingBottom: 6, marginBottom: 6 },
  row: { flexDirection: 'row', alignItems: 'flex-end', height: 16.5, textDecoration: 'none', color: COLORS.ink },
  text: { fontSize: 10.5, lineHeight: 1.3 },
  number: { width: 30, fontFamily: HEADING_FONT, fontWeight: 700, color: COLORS.violet },
  title: { maxWidth: 360 },
  leader: { flexGrow: 1, borderBottomWidth: 0.8, borderBottomColor: COLORS.violetLine, borderStyle: 'dotted', marginHorizontal: 8, marginBottom: 3.5 },
  page: { fontWeight: 700, color: COLORS.indigo, minWidth: 12, textAlign: 'right' },
});

/** The contents page's list: each line links to its section. */
export function Contents({ title, entries }: { title: string; entries: readonly ContentsEntry[] }) {
  return (
    <View wrap={false}>
      <View style={s.accent} />
      <Text style={s.pageTitle}>{title}</Text>
      <View style={c.list}>
        {entries.map((entry) => (
          <Link key={entry.id} src={`#${entry.id}`} style={c.row}>
            <Text style={[c.text, c.number]}>{entry.number ?? ''}</Text>
            <Text style={[c.text, c.title]}>{entry.title}</Text>
            <View style={c.leader} />
            <Text style={[c.text, c.page]}>{entry.page > 0 ? String(entry.page) : ''}</Text>
          </Link>
        ))}
      </View>
    </View>
  );
}
