import { createHash } from 'node:crypto';
import { isLocale } from '@/i18n/routing';
import { articleGeneration } from '@/lib/articles/known-paths';
import { articleBySlug } from '@/lib/articles/public';
import { brandCard } from '@/lib/og';
import { CACHE_CONTROL, SHARED_MAX_AGE } from '@/lib/page-cache';
import { processSlot } from '@/lib/process-slot.mjs';

// An article's card is a function of its language and published title and summary only, like
// the article page it belongs to: rendered once per wording (a publish that changes either makes
// a new one), kept in this process, and sent with the shared page's Cache-Control, so a cache in
// front keeps it as long as the page. A card costs about a second of CPU to render; a request
// for one already rendered costs a look-up in memory.

/** Cards kept: a few per published article; the oldest is forgotten first. */
const KEEP = 64;
const cards = processSlot('og.article-cards', () => new Map<string, Promise<ArrayBuffer>>());
// Which card an article address shows, until a publish here or SHARED_MAX_AGE passes (a publish
// on another instance): a card asked for again costs no database read either.
const shown = processSlot('og.article-card-paths', () => new Map<string, { card: Promise<ArrayBuffer>; generation: number; until: number }>());

/** The social-sharing card of one article: its title and summary on the brand's colours. */
export async function renderArticleOgImage(params: Promise<{ locale: string; slug: string }>): Promise<Response> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return notFound();
  const path = `/${locale}/insights/${slug}`;
  const recent = shown.get(path);
  if (recent && recent.generation === articleGeneration() && recent.until > Date.now()) return image(await recent.card);
  const found = await articleBySlug(locale, slug);
  if (found?.kind !== 'article') return notFound();
  const { article } = found;
  const summary = article.summary.length > 180 ? `${article.summary.slice(0, 177)}…` : article.summary;
  const key = createHash('sha256')
    .update(JSON.stringify([locale, article.title, summary]))
    .digest('hex');
  let card = cards.get(key);
  if (!card) {
    card = brandCard({ locale, title: article.title, description: summary, long: true }).then((image) => image.arrayBuffer());
    cards.set(key, card);
    if (cards.size > KEEP) cards.delete(cards.keys().next().value!);
    // A failed render is not kept: the next request tries again.
    card.catch(() => cards.delete(key));
  }
  shown.set(path, { card, generation: articleGeneration(), until: Date.now() + SHARED_MAX_AGE * 1000 });
  if (shown.size > KEEP) shown.delete(shown.keys().next().value!);
  card.catch(() => shown.delete(path));
  return image(await card);
}

const image = (png: ArrayBuffer) => new Response(png, { headers: { 'Content-Type': 'image/png', 'Cache-Control': CACHE_CONTROL.sharedPage } });

const notFound = () => new Response('Not Found', { status: 404, headers: { 'Cache-Control': CACHE_CONTROL.notFound } });
