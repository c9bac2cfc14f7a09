import { StyleSheet } from '@react-pdf/renderer';
import { COLORS } from './brand';
import { BODY_FONT, HEADING_FONT } from './fonts';

// Page geometry in points (A4) and the type scale, as in the site: Plus Jakarta Sans for
// headings, Inter for text. A line height (a multiple of the font size) is set beside its font
// size on each text style, never on a page or a view: measured with react-pdf 4.9, a text with a
// `render` prop (page numbers, page markers) that has or inherits a line height draws nothing.
export const MARGIN_X = 56;
/**
 * Inter's contextual alternates (arrows, case-sensitive forms; none in this text) off: shaping
 * them was the largest part of a render left, measured (about 1.3 s of 2.7 s).
 */
export const FEATURES = { calt: false };
export const FOOTER_BOTTOM = 30;

export const s = StyleSheet.create({
  page: {
    fontFamily: BODY_FONT,
    fontFeatureSettings: FEATURES,
    fontSize: 9.8,
    color: COLORS.ink,
    paddingTop: 62,
    paddingBottom: 70,
    paddingHorizontal: MARGIN_X,
  },
  bold: { fontWeight: 700 },
  footer: {
    position: 'absolute',
    left: MARGIN_X,
    right: MARGIN_X,
    bottom: FOOTER_BOTTOM,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.6,
    borderTopColor: COLORS.rule,
    paddingTop: 6,
    fontSize: 8,
    color: COLORS.muted,
  },
  footerBrand: { fontWeight: 700, color: COLORS.indigo },
  accent: { width: 30, height: 3, backgroundColor: COLORS.violet, marginBottom: 9 },
  pageTitle: { fontFamily: HEADING_FONT, fontWeight: 700, fontSize: 22, lineHeight: 1.25, color: COLORS.indigo, marginBottom: 12 },
  sectionNumber: { fontFamily: HEADING_FONT, fontWeight: 700, fontSize: 10, lineHeight: 1.3, color: COLORS.violet, marginBottom: 2 },
  h2: { fontFamily: HEADING_FONT, fontWeight: 700, fontSize: 18, lineHeight: 1.28, color: COLORS.indigo, marginBottom: 10 },
  section: { marginTop: 18 },
  body: { fontSize: 9.8, lineHeight: 1.45 },
  paragraph: { fontSize: 9.8, lineHeight: 1.45, marginBottom: 8 },
  subheading: { fontFamily: HEADING_FONT, fontWeight: 700, fontSize: 12, lineHeight: 1.33, color: COLORS.indigo, marginTop: 6, marginBottom: 6 },
  list: { marginBottom: 11 },
  listItem: { flexDirection: 'row', marginBottom: 4 },
  bullet: { width: 14, color: COLORS.violet, fontWeight: 700 },
  stepNumber: {
    width: 14,
    height: 14,
    borderRadius: 7,
    backgroundColor: COLORS.violet,
    color: COLORS.white,
    fontSize: 7.5,
    lineHeight: 1.31,
    fontWeight: 700,
    textAlign: 'center',
    paddingTop: 3.4,
    marginRight: 8,
    marginTop: 0.5,
  },
  itemText: { flex: 1, fontSize: 9.8, lineHeight: 1.45 },
  box: {
    backgroundColor: COLORS.violetTint,
    borderLeftWidth: 3.5,
    borderLeftColor: COLORS.violet,
    borderRadius: 6,
    padding: 12,
    paddingLeft: 16,
    marginBottom: 13,
  },
  boxTitle: { fontFamily: HEADING_FONT, fontWeight: 700, fontSize: 10.5, lineHeight: 1.3, color: COLORS.indigo, marginBottom: 4 },
  promptBox: { backgroundColor: COLORS.indigoTint, borderRadius: 6, padding: 12, marginBottom: 11 },
  promptLabel: { fontSize: 7.5, lineHeight: 1.31, fontWeight: 700, color: COLORS.violet, textTransform: 'uppercase', letterSpacing: 0.6, marginBottom: 2 },
  promptText: { fontSize: 9, lineHeight: 1.44 },
  stat: { flexDirection: 'row', alignItems: 'center', backgroundColor: COLORS.indigo, borderRadius: 8, padding: 16, marginVertical: 6, marginBottom: 13 },
  statValue: { fontFamily: HEADING_FONT, fontWeight: 800, fontSize: 24, lineHeight: 1.3, color: COLORS.white, width: 130 },
  statLabel: { fontWeight: 700, color: COLORS.violetSoft, marginBottom: 3 },
  statText: { color: COLORS.onIndigo, fontSize: 9.2, lineHeight: 1.3 },
  table: { marginBottom: 13, borderRadius: 4 },
  tableHead: { flexDirection: 'row', backgroundColor: COLORS.indigo, color: COLORS.white, fontWeight: 700 },
  tableRow: { flexDirection: 'row', borderBottomWidth: 0.6, borderBottomColor: COLORS.rule },
  tableZebra: { backgroundColor: COLORS.zebra },
  cell: { fontSize: 8.8, lineHeight: 1.4, paddingVertical: 5, paddingHorizontal: 6 },
  flow: { flexDirection: 'row', marginBottom: 4 },
  flowStep: { flex: 1, borderWidth: 0.8, borderColor: COLORS.violetLine, borderRadius: 6, padding: 8, marginRight: 8 },
  flowNumber: { fontSize: 7.5, lineHeight: 1.31, fontWeight: 700, color: COLORS.violet, marginBottom: 3 },
  flowTitle: { fontFamily: HEADING_FONT, fontWeight: 700, fontSize: 9.5, lineHeight: 1.29, color: COLORS.indigo, marginBottom: 2 },
  flowText: { fontSize: 8.4, lineHeight: 1.35, color: COLORS.muted },
  flowLoop: {
    fontSize: 8,
    lineHeight: 1.3,
    fontStyle: 'italic',
    color: COLORS.violet,
    textAlign: 'center',
    borderTopWidth: 0.8,
    borderTopColor: COLORS.violetLine,
    borderStyle: 'dashed',
    paddingTop: 4,
    marginBottom: 13,
  },
  checklist: { borderWidth: 0.8, borderColor: COLORS.violetLine, borderRadius: 6, paddingVertical: 9, paddingHorizontal: 12, marginBottom: 0 },
  checkbox: { width: 9, height: 9, borderWidth: 1, borderColor: COLORS.violet, borderRadius: 2, marginRight: 8, marginTop: 2.5 },
});
