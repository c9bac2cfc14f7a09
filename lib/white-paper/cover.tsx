import { Circle, Link, Page, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { COLORS, COMPANY_NAME, CONTACT, CONTACT_LINKS, OFFICES_LINE } from './brand';
import { HEADING_FONT } from './fonts';
import { COVER_HIGHLIGHTS, numbers } from './structure';
import { FEATURES, MARGIN_X, s } from './styles';
import type { PaperTexts } from './texts';

const BAND_HEIGHT = 510;

const c = StyleSheet.create({
  page: { fontFamily: s.page.fontFamily, fontFeatureSettings: FEATURES, color: COLORS.ink },
  text: { fontSize: 9.5, lineHeight: 1.42 },
  band: {
    height: BAND_HEIGHT,
    backgroundColor: COLORS.indigo,
    borderBottomWidth: 6,
    borderBottomColor: COLORS.violet,
    borderLeftWidth: 10,
    borderLeftColor: COLORS.violet,
    paddingHorizontal: MARGIN_X - 10,
    paddingTop: 36,
    paddingBottom: 50,
    justifyContent: 'space-between',
  },
  rings: { position: 'absolute', top: 0, right: 0 },
  logo: { flexDirection: 'row', alignItems: 'center' },
  mark: {
    width: 24,
    height: 24,
    borderRadius: 6,
    backgroundColor: COLORS.violet,
    color: COLORS.white,
    fontFamily: HEADING_FONT,
    fontWeight: 800,
    fontSize: 14,
    lineHeight: 1.3,
    textAlign: 'center',
    paddingTop: 4,
    marginRight: 9,
  },
  brand: { color: COLORS.white, fontFamily: HEADING_FONT, fontWeight: 700, fontSize: 13, lineHeight: 1.3 },
  eyebrow: { color: COLORS.violetSoft, fontWeight: 700, fontSize: 11, lineHeight: 1.3, marginBottom: 12 },
  title: { color: COLORS.white, fontFamily: HEADING_FONT, fontWeight: 800, fontSize: 34, lineHeight: 1.15, maxWidth: 420, marginBottom: 14 },
  subtitle: { color: COLORS.onIndigo, fontSize: 14, lineHeight: 1.42, maxWidth: 420 },
  body: { paddingHorizontal: MARGIN_X, paddingTop: 30, flexGrow: 1 },
  highlightsTitle: { fontSize: 9, lineHeight: 1.3, fontWeight: 700, color: COLORS.muted, textTransform: 'uppercase', letterSpacing: 0.5, marginBottom: 12 },
  columns: { flexDirection: 'row', marginBottom: 20 },
  column: { flex: 1, borderTopWidth: 1.2, borderTopColor: COLORS.violetLine, paddingTop: 8, marginRight: 22 },
  value: { fontFamily: HEADING_FONT, fontWeight: 700, fontSize: 16, lineHeight: 1.3, color: COLORS.violet, marginBottom: 5 },
  audience: { fontSize: 10.5, lineHeight: 1.3, color: COLORS.indigo },
  bottom: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.6,
    borderTopColor: COLORS.rule,
    marginHorizontal: MARGIN_X,
    marginBottom: 44,
    paddingTop: 8,
  },
  bottomText: { fontSize: 9, lineHeight: 1.3 },
});

function Rings() {
  return (
    <Svg style={c.rings} width={300} height={300} viewBox="0 0 300 300">
      {(
        [
          [250, 0.18],
          [190, 0.22],
          [130, 0.3],
        ] as const
      ).map(([r, opacity]) => (
        <Circle key={r} cx={260} cy={40} r={r} stroke={COLORS.violetSoft} strokeWidth={1} strokeOpacity={opacity} fill="none" />
      ))}
      <Circle cx={260} cy={40} r={70} fill={COLORS.violet} fillOpacity={0.55} />
    </Svg>
  );
}

export function Cover({ t }: { t: PaperTexts }) {
  return (
    <Page size="A4" style={c.page}>
      <View style={c.band}>
        <Rings />
        <View style={c.logo}>
          <Text style={c.mark}>G</Text>
          <Text style={c.brand}>{COMPANY_NAME}</Text>
        </View>
        <View>
          <Text style={c.eyebrow}>{t.plain('cover.eyebrow')}</Text>
          <Text style={c.title}>{t.plain('cover.title')}</Text>
          <Text style={c.subtitle}>{t.plain('cover.subtitle')}</Text>
        </View>
      </View>
      <View style={c.body}>
        <Text style={c.highlightsTitle}>{t.plain('cover.highlightsTitle')}</Text>
        <View style={c.columns}>
          {numbers(COVER_HIGHLIGHTS).map((n) => (
            <View key={n} style={n === COVER_HIGHLIGHTS ? [c.column, { marginRight: 0 }] : c.column}>
              <Text style={c.value}>{t.plain(`cover.highlights.${n}.value`)}</Text>
              <Text style={c.text}>{t.plain(`cover.highlights.${n}.text`)}</Text>
            </View>
          ))}
        </View>
        <View style={s.box}>
          <Text style={c.audience}>{t.rich('cover.audience')}</Text>
        </View>
      </View>
      <View style={c.bottom}>
        <Text style={[c.bottomText, s.bold, { color: COLORS.indigo }]}>{OFFICES_LINE}</Text>
        <Link src={CONTACT_LINKS.site} style={[c.bottomText, { color: COLORS.muted, textDecoration: 'none' }]}>
          {CONTACT.site}
        </Link>
      </View>
    </Page>
  );
}
