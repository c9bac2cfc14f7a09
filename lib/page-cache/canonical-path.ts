// One spelling per path. Next.js (and the WHATWG URL parser under it) resolves `.` and `..`
// segments, `%2e`, repeated slashes and more before it routes a request, so one page has many
// spellings. A request is answered here before Next.js sees it: a path that is already canonical
// goes through; any other that names a resource gets a 308 to its canonical spelling; what
// cannot be a path of this site (absolute-form or `*` request targets, backslashes, encoded
// slashes, control and non-ASCII bytes, broken escapes) gets a 400. "Canonical" is defined so
// that Next.js's normalisation leaves such a path exactly as it is: the property test in
// canonical-path.test.ts checks that against the URL parser on generated spellings.

export type PathVerdict = { verdict: 'canonical' } | { verdict: 'redirect'; location: string } | { verdict: 'bad'; reason: string };

// RFC 3986 pchar plus "/" (";" parameters are stripped below, "%" escapes checked apart), and
// what browsers send unescaped although RFC 3986 does not allow it ("[", "]", "|", "^": the
// development server's chunk names have brackets).
const PATH_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,=:@/%;[\]|^]*$/;
const ESCAPE = /%([0-9A-Fa-f]{2})/g;
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** The verdict on a request target as it came on the request line (`request.url` in Node). */
export function canonicalTarget(target: string): PathVerdict {
  if (!target.startsWith('/')) return { verdict: 'bad', reason: 'not a path' };
  const queryAt = target.indexOf('?');
  const raw = queryAt < 0 ? target : target.slice(0, queryAt);
  const query = queryAt < 0 ? '' : target.slice(queryAt);
  const path = canonicalPath(raw);
  if (typeof path !== 'string') return path;
  return path === raw ? { verdict: 'canonical' } : { verdict: 'redirect', location: `${path}${query}` };
}

/** The canonical spelling of a path, or why it has none. */
export function canonicalPath(raw: string): string | { verdict: 'bad'; reason: string } {
  if (!PATH_CHARACTERS.test(raw)) return { verdict: 'bad', reason: 'characters' };
  if (/%(?![0-9A-Fa-f]{2})/.test(raw)) return { verdict: 'bad', reason: 'broken escape' };
  let bad: string | undefined;
  // Escapes of unreserved characters mean those characters (RFC 3986 6.2.2.2), so `%2e` is a
  // dot; an escaped slash, backslash or control byte has no place in a path here.
  const decoded = raw.replace(ESCAPE, (escape, hex: string) => {
    const code = Number.parseInt(hex, 16);
    const character = String.fromCharCode(code);
    if (code < 0x20 || code === 0x7f || character === '/' || character === '\\') bad = 'escaped separator or control byte';
    return code < 0x80 && UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });
  if (bad) return { verdict: 'bad', reason: bad };
  const segments: string[] = [];
  for (const spelled of decoded.split('/').slice(1)) {
    // `;` parameters and trailing dots are dropped: no page here has either, and servers in
    // front of this one disagree on what they mean.
    const segment = spelled.split(';')[0]!.replace(/(?<=[^.])\.+$/, '');
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}
