// Crawlers, previews, monitors and headless browsers, told apart by their User-Agent header. The
// header is read for this test only and never stored. A bot that pretends to be a browser still
// passes: the rate limit and the known-path check bound what it can add.
const BOT =
  /bot|crawl|spider|slurp|mediapartners|headless|lighthouse|pagespeed|preview|prerender|monitor|uptime|pingdom|curl|wget|python|httpclient|java\/|go-http|okhttp|axios|node-fetch|undici|scrapy|phantom|selenium|puppeteer|playwright/i;

/** Whether a request comes from no person's browser; a missing header counts as a bot. */
export function isBot(userAgent: string | null): boolean {
  return !userAgent || userAgent.length > 1000 || BOT.test(userAgent);
}
