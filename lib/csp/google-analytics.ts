// The inline init script that @next/third-parties' <GoogleAnalytics> adds when a visitor
// accepts analytics (dataLayer "dataLayer", no debug mode), character for character: the
// page's policy allows it by hash. lib/csp/google-analytics.test.ts compares it with the
// installed library, so an upgrade that changes the script fails the tests, not the site.
export function googleAnalyticsInitScript(gaId: string): string {
  return `
          window['dataLayer'] = window['dataLayer'] || [];
          function gtag(){window['dataLayer'].push(arguments);}
          gtag('js', new Date());

          gtag('config', '${gaId}' );`;
}
