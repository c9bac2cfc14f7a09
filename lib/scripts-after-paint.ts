// Next.js writes a prerendered page's chunks as `<script async>` tags, plus preloads of them and
// of the chunks its lazy parts need. On a fast connection they arrive while the browser is still
// parsing, and the first paint waits for 150 KB of framework script to be evaluated; on a slow one
// they share the link with the stylesheets and the font the text waits for. Either way the text a
// visitor came for appears later, and Lighthouse charges the page's LCP with every script request
// that ended before that paint. This rewrite asks for the scripts (and those preloads) only once
// the first contentful paint is on the screen. That is an order the page has always been ready
// for: async scripts carry no order, and hydration starts when the last chunk has run. Every
// page works without JavaScript until then (plain links and forms). Pages rendered per request
// (publish mode) keep Next's own tags.

const CHUNK = String.raw`\/_next\/static\/chunks\/[^"<>]+\.js`;
const CHUNK_SCRIPT = new RegExp(String.raw`<script src="(${CHUNK})" async=""><\/script>`, 'g');
const LINK = /<link rel="preload"[^>]*\/?>/g;
const MARKER = 'data-after-paint';

/** The page with its chunk scripts and script preloads requested after the first paint; unchanged if it has none. */
export function scriptsAfterFirstPaint(html: string): string {
  if (html.includes(MARKER) || !html.includes('</body>')) return html;
  const scripts = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1] as string);
  if (scripts.length === 0) return html;
  const preloads: string[] = [];
  const rewritten = html.replace(CHUNK_SCRIPT, '').replace(LINK, (link) => {
    const href = new RegExp(String.raw`\bhref="(${CHUNK})"`).exec(link)?.[1];
    if (!href || !/\bas="script"/.test(link)) return link;
    if (!scripts.includes(href)) preloads.push(href);
    return '';
  });
  const end = rewritten.lastIndexOf('</body>');
  return rewritten.slice(0, end) + loaderScript(scripts, preloads) + rewritten.slice(end);
}

// The browser reports the first contentful paint once that frame is on the screen, and that is
// the moment to start: a task queued from requestAnimationFrame would still run before the frame
// is presented. Where paint timing is not supported, the frame callback is the next best thing;
// a page opened in the background (which paints nothing until shown) gets its scripts at once, as
// before, and any page after three seconds whatever happened. `done` keeps the paths from loading
// anything twice. The preloads are the chunks of lazily loaded parts (the contact form): asked
// for beside the scripts, at the low priority Next gave them, so hydration does not wait for them.
function loaderScript(scripts: string[], preloads: string[]): string {
  const code =
    `(function(s,p){var d=document,done=0,P=window.PerformanceObserver;` +
    `function add(u,script){var e;if(script){e=d.createElement("script");e.src=u}else{e=d.createElement("link");e.rel="preload";e.as="script";e.href=u;e.fetchPriority="low"}d.body.appendChild(e)}` +
    `function run(){if(done)return;done=1;s.forEach(function(u){add(u,1)});p.forEach(function(u){add(u,0)})}` +
    `if(d.visibilityState==="hidden")return run();` +
    `setTimeout(run,3000);` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
    `new P(function(list){list.getEntries().forEach(function(e){if(e.name==="first-contentful-paint")run()})}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(run)})})(${JSON.stringify(scripts)},${JSON.stringify(preloads)})`;
  return `<script ${MARKER}="">${code}</script>`;
}
