import { Link, StyleSheet, Text, View } from '@react-pdf/renderer';
import { COLORS, CONTACT, CONTACT_LINKS, OFFICES, OFFICES_LINE } from './brand';
import { HEADING_FONT } from './fonts';
import { outline, PageMarker } from './page-marker';
import { CLOSING_HELP, CLOSING_PARAGRAPHS, numbers } from './structure';
import { s } from './styles';
import type { PaperTexts } from './texts';

const c = StyleSheet.create({
  columns: { flexDirection: 'row', marginTop: 4 },
  help: { flex: 3, marginRight: 24 },
  offices: { flex: 2 },
  city: { fontFamily: HEADING_FONT, fontWeight: 700, color: COLORS.indigo },
  office: { color: COLORS.muted, marginBottom: 6 },
  card: { marginTop: 'auto', backgroundColor: COLORS.indigo, borderRadius: 10, padding: 24 },
  ctaTitle: { fontFamily: HEADING_FONT, fontWeight: 700, fontSize: 19, lineHeight: 1.26, color: COLORS.white, marginBottom: 6, maxWidth: 380 },
  ctaText: { fontSize: 10.5, lineHeight: 1.3, color: COLORS.onIndigo, maxWidth: 380, marginBottom: 9 },
  rule: { borderTopWidth: 0.6, borderTopColor: COLORS.violetSoft, marginBottom: 9 },
  contact: { fontSize: 10.5, lineHeight: 1.3, fontWeight: 700, color: COLORS.white },
  link: { color: COLORS.white, textDecoration: 'none' },
  officesLine: { fontSize: 9, lineHeight: 1.3, color: COLORS.violetSoft, marginTop: 4 },
  disclaimer: { fontSize: 7.4, lineHeight: 1.3, fontStyle: 'italic', color: COLORS.muted, marginTop: 16 },
});

/** The last page: who we are, how we help, the offices, and the contact card at the bottom. */
export function Closing({ t, marker }: { t: PaperTexts; marker: (pageNumber: number) => void }) {
  const heading = t.plain('closing.heading');
  return (
    <>
      <View id="about" {...outline(heading)} style={s.accent} />
      <PageMarker onPage={marker} />
      <Text style={s.pageTitle}>{heading}</Text>
      {numbers(CLOSING_PARAGRAPHS).map((n) => (
        <Text key={n} style={s.paragraph}>
          {t.rich(`closing.paragraphs.${n}`)}
        </Text>
      ))}
      <View style={c.columns}>
        <View style={c.help}>
          <Text style={s.subheading}>{t.plain('closing.helpTitle')}</Text>
          {numbers(CLOSING_HELP).map((n) => (
            <View key={n} style={s.listItem}>
              <Text style={s.bullet}>•</Text>
              <Text style={s.itemText}>{t.rich(`closing.help.${n}`)}</Text>
            </View>
          ))}
        </View>
        <View style={c.offices}>
          <Text style={s.subheading}>{t.plain('closing.officesTitle')}</Text>
          {OFFICES.map((office) => (
            <View key={office.key}>
              <Text style={c.city}>{office.city}</Text>
              <Text style={c.office}>{t.plain(`closing.offices.${office.key}`)}</Text>
            </View>
          ))}
        </View>
      </View>
      <View style={c.card} wrap={false}>
        <Text style={c.ctaTitle}>{t.plain('closing.ctaTitle')}</Text>
        <Text style={c.ctaText}>{t.rich('closing.ctaText')}</Text>
        <View style={c.rule} />
        {/* One line of text, so it extracts verbatim; each part is its own link. */}
        <Text style={c.contact}>
          <Link src={CONTACT_LINKS.email} style={c.link}>
            {CONTACT.email}
          </Link>
          {' · '}
          <Link src={CONTACT_LINKS.phone} style={c.link}>
            {CONTACT.phone}
          </Link>
          {' · '}
          <Link src={CONTACT_LINKS.site} style={c.link}>
            {CONTACT.site}
          </Link>
        </Text>
        <Text style={c.officesLine}>{OFFICES_LINE}</Text>
      </View>
      <Text style={c.disclaimer}>{t.plain('closing.disclaimer')}</Text>
    </>
  );
}
