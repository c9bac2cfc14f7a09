// Command-line flags of `npm run bench -- …`.
export const parts = [
  'js',
  'first-response',
  'lighthouse',
  'throughput',
  'cache',
  'publish-cookie',
  'attacks',
  'forms',
  'regenerate',
  'memory',
  'team',
  'white-paper',
  'beacon',
];
/** Parts that measure the data layer alone, without a production build of the site. */
export const buildlessParts = ['team', 'white-paper'];
export const locales = ['en', 'de', 'fr', 'nl'];
export const routes = ['', '/about', '/services', '/industry', '/working', '/testimonials', '/contact', '/privacy', '/terms', '/diy-agents'];
export const allPages = locales.flatMap((locale) => routes.map((route) => `/${locale}${route}`));
export const formRoutes = new Set(['/contact', '/diy-agents']);

/** Every route once, the languages taking turns: the default set for the zero-JS copies. */
export const samplePages = routes.map((route, index) => `/${locales[index % locales.length]}${route}`);

export const usage = `Usage: npm run bench -- [flags]

  --only=${parts.join(',')}   parts to run (default: all)
  --pages=/en,/de/about            pages for js and lighthouse (default: all 40)
  --runs=3                         Lighthouse runs per page, the median is reported
  --zero-js=sample|all|none|/en,…  pages also audited as zero-JavaScript copies
                                   (default: the given --pages, else one page per route: ${samplePages.join(' ')})
  --duration=10                    seconds per load run (throughput, forms)
  --connections=64                 concurrent connections for every load run
  --throughput-page=/en            page served by next start and by nginx
  --databases=pglite,postgres      databases for the forms and beacon parts
  --mail=stub|file                 forms send mail to an instant local Resend stand-in (default)
                                   or to files in DATA_DIR/mail (the no-configuration default)
  --memory-requests=10000          requests for the memory part (checkpoints at 100, 1,000 and every quarter)
  --team-rows=100000               leads seeded for the team part (inbox queries, CSV export)
  --white-paper-runs=5             renders per language for the white-paper part (after a first one)
  --dist=.next                     build to serve (default: $NEXT_DIST_DIR or .next)
  --build                          run \`next build\` into --dist first
  --port-base=3300                 ports used: base … base+9
  --help`;

export function parseOptions(argv) {
  const flags = new Map();
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown argument ${arg}\n\n${usage}`);
    flags.set(match[1], match[2] ?? 'true');
  }
  const known = new Set([
    'only',
    'pages',
    'runs',
    'zero-js',
    'duration',
    'connections',
    'throughput-page',
    'databases',
    'mail',
    'memory-requests',
    'team-rows',
    'white-paper-runs',
    'dist',
    'build',
    'port-base',
    'help',
  ]);
  for (const name of flags.keys()) if (!known.has(name)) throw new Error(`Unknown flag --${name}\n\n${usage}`);

  const list = (value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const number = (name, fallback) => {
    const value = Number(flags.get(name) ?? fallback);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
    return value;
  };

  const only = flags.has('only') ? list(flags.get('only')) : parts;
  for (const part of only) if (!parts.includes(part)) throw new Error(`--only: unknown part "${part}" (parts: ${parts.join(', ')})`);
  const pages = flags.has('pages') ? list(flags.get('pages')) : allPages;
  // The 40 pages, or article pages, whose paths come with publishing.
  const articlePage = /^\/(en|de|fr|nl)\/insights(\/[a-z0-9-]+)?$/;
  for (const page of pages)
    if (!allPages.includes(page) && !articlePage.test(page)) throw new Error(`--pages: "${page}" is neither one of the 40 pages nor an article page`);
  const zeroJs = flags.get('zero-js') ?? (flags.has('pages') ? 'all' : 'sample');
  const zeroJsPages =
    zeroJs === 'all' ? pages : zeroJs === 'none' ? [] : zeroJs === 'sample' ? samplePages.filter((page) => pages.includes(page)) : list(zeroJs);
  const databases = list(flags.get('databases') ?? 'pglite,postgres');
  for (const database of databases) if (!['pglite', 'postgres'].includes(database)) throw new Error(`--databases: unknown "${database}"`);
  const mail = flags.get('mail') ?? 'stub';
  if (!['stub', 'file'].includes(mail)) throw new Error('--mail must be stub or file');
  const memoryRequests = number('memory-requests', 10_000);
  const teamRows = number('team-rows', 100_000);

  return {
    help: flags.has('help'),
    only: new Set(only),
    pages,
    runs: number('runs', 3),
    zeroJsPages: new Set(zeroJsPages),
    duration: number('duration', 10),
    connections: number('connections', 64),
    throughputPage: flags.get('throughput-page') ?? '/en',
    databases,
    mail,
    memoryCheckpoints: [...new Set([100, 1000, ...[1, 2, 3, 4].map((quarter) => Math.round((memoryRequests * quarter) / 4))])]
      .filter((n) => n <= memoryRequests)
      .sort((a, b) => a - b),
    teamRows: Math.round(teamRows),
    whitePaperRuns: Math.round(number('white-paper-runs', 5)),
    dist: flags.get('dist') ?? process.env.NEXT_DIST_DIR ?? '.next',
    build: flags.has('build'),
    portBase: number('port-base', 3300),
  };
}
