// Next.js writes a prerendered page's chunks as `<script async>` tags, plus preloads of them and
// of the chunks its lazy parts need. On a fast connection they arrive while the browser is still
// parsing, and the first paint waits for 150 KB of framework script to be evaluated; on a slow one
// they share the link with the stylesheets and the font the text waits for. Either way the text a
// visitor came for appears later, and Lighthouse charges the page's LCP with every script request
// that ended before that paint. This rewrite asks for the scripts (and those preloads) only once
// the first contentful paint is on the screen. That is an order the page has always been ready
// for: async scripts carry no order, and hydration starts when the last chunk has run. Until
// then links work as links, and presses on buttons wait for the code (see the loader below).
// Pages rendered per request (publish mode) keep Next's own tags.

import { chunkScriptPattern, preloadLinkPattern, scriptPreloadHref } from '@/lib/next-internals.mjs';
import { PAGE_READY_EVENT, PENDING_PRESS } from '@/lib/page-ready';

// The shape of Next's script tags is in lib/next-internals.mjs ("Script tags"); the post-build
// step fails when it changes.
const CHUNK_SCRIPT = chunkScriptPattern();
const LINK = preloadLinkPattern();
const MARKER = 'data-after-paint';

/** The page with its chunk scripts and script preloads requested after the first paint; unchanged if it has none. */
export function scriptsAfterFirstPaint(html: string): string {
  if (html.includes(MARKER) || !html.includes('</body>')) return html;
  const scripts = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1] as string);
  if (scripts.length === 0) return html;
  const preloads: string[] = [];
  const rewritten = html.replace(CHUNK_SCRIPT, '').replace(LINK, (link) => {
    const href = scriptPreloadHref.exec(link)?.[1];
    if (!href) return link;
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
//
// Between the paint and hydration the page is visible but its buttons have no code yet. A press
// on one, or a form sent with Enter, would be lost (or, for a form, sent by the browser itself as
// a plain post to the page): the loader holds them and hands them over once the page says it is
// ready (PAGE_READY_EVENT). Links are left alone; they work without JavaScript, and so are buttons
// with an invoker command (`commandfor`) in a browser that supports them: it acts on them itself.
//
// A held press is answered at once, in the next frame: the control is marked PENDING_PRESS
// (app/globals.css shows it busy, assistive technology hears aria-busy), the scripts are asked for
// now if the first paint has not come yet, and the control's own code can start on its part
// before hydration ends (lib/intent.ts: the white-paper dialog loads its chunk then).
function loaderScript(scripts: string[], preloads: string[]): string {
  const code = [
    '(function(s,p){var d=document,done=0,P=window.PerformanceObserver,held=[];',
    // Holding: a press on a button (or a form sent with Enter) waits for the page's code.
    'function hold(e){var t=e.type==="submit"?e.target:e.target.closest&&e.target.closest("button,[role=button]");if(!t)return;',
    // A button the browser itself acts on (an invoker command where commands are supported) goes through.
    'if(t.hasAttribute("commandfor")&&"commandForElement" in t)return;',
    'e.preventDefault();e.stopImmediatePropagation();if(held.indexOf(t)<0){held.push(t);',
    `t.setAttribute(${JSON.stringify(PENDING_PRESS)},"");t.setAttribute("aria-busy","true")}run()}`,
    'function release(){if(!held)return;d.removeEventListener("click",hold,true);d.removeEventListener("submit",hold,true);',
    `var h=held;held=null;h.forEach(function(t){t.removeAttribute(${JSON.stringify(PENDING_PRESS)});t.removeAttribute("aria-busy");`,
    'if(t.isConnected)t.tagName==="FORM"?t.requestSubmit():t.click()})}',
    'd.addEventListener("click",hold,true);d.addEventListener("submit",hold,true);',
    `d.addEventListener(${JSON.stringify(PAGE_READY_EVENT)},release,{once:true});`,
    // Loading, once: the scripts, then the lazy parts' preloads. Should the page never say it is
    // ready (its code failed), the buttons are given back to the browser after ten seconds.
    'function add(u,script){var e;if(script){e=d.createElement("script");e.src=u}else{e=d.createElement("link");e.rel="preload";e.as="script";e.href=u;e.fetchPriority="low"}d.body.appendChild(e)}',
    'function run(){if(done)return;done=1;s.forEach(function(u){add(u,1)});p.forEach(function(u){add(u,0)});setTimeout(release,10000)}',
    // When: at the first contentful paint, in a background tab at once, in any case after 3 s.
    'if(d.visibilityState==="hidden")return run();setTimeout(run,3000);',
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)',
    'new P(function(list){list.getEntries().forEach(function(e){if(e.name==="first-contentful-paint")run()})}).observe({type:"paint",buffered:true});',
    `else requestAnimationFrame(function(){setTimeout(run)})})(${JSON.stringify(scripts)},${JSON.stringify(preloads)})`,
  ].join('');
  return `<script ${MARKER}="">${code}</script>`;
}
