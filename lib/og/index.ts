// Open Graph images: the 1200×630 brand card every page shares when linked (title and
// description in the page's language, fonts read from the Fontsource packages at run time).
// A page's opengraph-image.tsx calls renderOgImage; an article's card (lib/articles/og-image.tsx)
// draws its own title on brandCard. Read README.md.
export { brandCard, renderOgImage } from '@/lib/og/og-image';
