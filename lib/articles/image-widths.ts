// The narrower copies of an article image a browser may ask for (app/api/article-images/[id]?w=…):
// a few fixed widths, so the copies a server makes are bounded per image, and any cache keeps
// a handful of addresses per image instead of one per width someone thought of.

export const IMAGE_WIDTHS = [480, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** `srcset` for an image `width` pixels wide at `src`: each fixed width below it, and the image itself. */
export function imageSrcSet(src: string, width: number): string {
  return [...IMAGE_WIDTHS.filter((candidate) => candidate < width).map((candidate) => `${src}?w=${candidate} ${candidate}w`), `${src} ${width}w`].join(', ');
}
