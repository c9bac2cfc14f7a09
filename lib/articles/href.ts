// Which links an article may hold (lib/articles/body.ts, the renderer and the editor).

/** Whether `href` may be a link in an article: http(s), mailto or a path on this site. */
export function isSafeHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- a link with control characters is refused: they are the point
  if (href.length > 2000 || /[\u0000-\u001f\u007f\s]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  if (href.startsWith('#')) return true;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:';
  } catch {
    return false;
  }
}

/** Links that leave the site get rel="noopener noreferrer". */
export const isExternalHref = (href: string) => /^https?:/i.test(href);
