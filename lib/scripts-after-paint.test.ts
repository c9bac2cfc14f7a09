import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineScripts } from '@/lib/csp/inline-scripts';
import { PAGE_READY_EVENT, PENDING_PRESS } from '@/lib/page-ready';
import { scriptsAfterFirstPaint } from '@/lib/scripts-after-paint';

// The shape next build writes: the font and image preloads, chunk scripts in the head with
// preloads of the bootstrap chunk and of a lazy part's chunk, the bootstrap chunk at the end.
const page =
  '<!DOCTYPE html><html lang="en"><head><link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<link rel="preload" href="/_next/static/media/team.svg" as="image"/><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<link rel="preload" href="/_next/static/chunks/form.js" as="script" fetchPriority="low"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async=""></script>' +
  '<title>Home</title><script src="/_next/static/chunks/legacy.js" noModule=""></script></head>' +
  '<body><h1>Hello</h1><script type="application/ld+json">{"@type":"Organization"}</script>' +
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  '<script src="/_next/static/chunks/boot.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

type Browser = { hidden?: boolean; paintTiming?: boolean };

/** Runs the page's loader in a fake browser; returns the scripts it adds and what it waits for. */
function runLoader(html: string, { hidden = false, paintTiming = true }: Browser = {}) {
  const loader = inlineScripts(html).find((script) => script.includes('PerformanceObserver')) ?? '';
  const appended: string[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const observers: { callback: (list: { getEntries(): { name: string }[] }) => void; options: unknown }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : [];
    constructor(private callback: (list: { getEntries(): { name: string }[] }) => void) {}
    observe(options: unknown) {
      observers.push({ callback: this.callback, options });
    }
  }
  const listeners: string[] = [];
  const handlers = new Map<string, (event: unknown) => void>();
  const document = {
    addEventListener: (type: string, handler: (event: unknown) => void) => {
      listeners.push(type);
      handlers.set(type, handler);
    },
    removeEventListener: (type: string) => listeners.splice(listeners.indexOf(type), 1),
    visibilityState: hidden ? 'hidden' : 'visible',
    createElement: (tag: string) => ({ tag }),
    body: {
      appendChild: (element: { tag: string; src?: string; href?: string; rel?: string; as?: string; fetchPriority?: string }) =>
        appended.push(
          element.tag === 'script' ? `script ${element.src}` : `${element.tag} ${element.rel} ${element.as} ${element.fetchPriority} ${element.href}`,
        ),
    },
  };
  runInNewContext(loader, {
    window: { PerformanceObserver },
    document,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
  });
  const paint = (...names: string[]) => observers.forEach(({ callback }) => callback({ getEntries: () => names.map((name) => ({ name })) }));
  return { appended, frames, timers, observers, paint, listeners, handlers };
}

const chunks = [
  'script /_next/static/chunks/one.js',
  'script /_next/static/chunks/two.js',
  'script /_next/static/chunks/boot.js',
  'link preload script low /_next/static/chunks/form.js',
];

describe('scriptsAfterFirstPaint', () => {
  const html = scriptsAfterFirstPaint(page);

  it('leaves no chunk script, nor a preload of one, for the browser to fetch before the first paint', () => {
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(html).not.toMatch(/<link[^>]*as="script"/);
    expect(html).not.toMatch(/<link[^>]*(?:boot|form)\.js/);
  });

  it('keeps everything else: the font, image and stylesheet, the legacy nomodule script, data blocks, the inline payload', () => {
    expect(html).toContain('<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>');
    expect(html).toContain('<link rel="preload" href="/_next/static/media/team.svg" as="image"/><link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(html).toContain('<script id="_R_">');
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('adds every chunk, once, when the first contentful paint has been presented', () => {
    const browser = runLoader(html);
    expect(browser.appended).toEqual([]);
    // Presses on buttons and submissions are held until the page is ready (e2e/script-loading.test.ts).
    expect(browser.listeners).toEqual(['click', 'submit', 'granite:page-ready']);
    expect(browser.observers).toEqual([{ callback: expect.any(Function), options: { type: 'paint', buffered: true } }]);
    browser.paint('first-paint');
    expect(browser.appended).toEqual([]);
    browser.paint('first-contentful-paint');
    expect(browser.appended).toEqual(chunks);
    browser.paint('first-contentful-paint');
    for (const timer of browser.timers) timer.run();
    expect(browser.appended).toEqual(chunks);
  });

  it('without paint timing, runs them in a task after the first frame; in a background tab at once; anywhere after 3 s', () => {
    const noTiming = runLoader(html, { paintTiming: false });
    expect(noTiming.observers).toEqual([]);
    expect(noTiming.frames).toHaveLength(1);
    noTiming.frames[0]?.();
    expect(noTiming.appended).toEqual([]);
    noTiming.timers.find((timer) => timer.ms === 0)?.run();
    expect(noTiming.appended).toEqual(chunks);

    expect(runLoader(html, { hidden: true }).appended).toEqual(chunks);

    const neverPainted = runLoader(html);
    expect(neverPainted.timers.map((timer) => timer.ms)).toEqual([3000]);
    neverPainted.timers[0]?.run();
    expect(neverPainted.appended).toEqual(chunks);
    // Once loading has started, held presses go back to the browser after 10 s at the latest.
    expect(neverPainted.timers.map((timer) => timer.ms)).toEqual([3000, 10000]);
  });

  it('answers a press it holds at once: the button is marked busy, the scripts are asked for, and the press is handed over when the page is ready', () => {
    const browser = runLoader(html);
    const attributes = new Map<string, string>();
    const clicks: string[] = [];
    const button = {
      tagName: 'BUTTON',
      isConnected: true,
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
      hasAttribute: (name: string) => attributes.has(name),
      click: () => clicks.push('click'),
    };
    const press = {
      type: 'click',
      target: { closest: () => button },
      prevented: false,
      preventDefault() {
        this.prevented = true;
      },
      stopImmediatePropagation() {},
    };
    browser.handlers.get('click')?.(press);
    expect(press.prevented).toBe(true);
    expect(Object.fromEntries(attributes)).toEqual({ [PENDING_PRESS]: '', 'aria-busy': 'true' });
    // Before the first paint: the visitor is waiting, so the scripts are not.
    expect(browser.appended).toEqual(chunks);
    browser.handlers.get(PAGE_READY_EVENT)?.({});
    expect(attributes.size).toBe(0);
    expect(clicks).toEqual(['click']);
  });

  it('lets a press on a button with an invoker command through where the browser supports commands, and holds it where it does not', () => {
    const pressOn = (button: object) => {
      const press = {
        type: 'click',
        target: { closest: () => button },
        prevented: false,
        preventDefault() {
          this.prevented = true;
        },
        stopImmediatePropagation() {},
      };
      runLoader(html).handlers.get('click')?.(press);
      return press.prevented;
    };
    const menuButton = (supported: boolean) => ({
      tagName: 'BUTTON',
      isConnected: true,
      hasAttribute: (name: string) => name === 'commandfor',
      setAttribute() {},
      removeAttribute() {},
      click() {},
      ...(supported ? { commandForElement: {} } : {}),
    });
    expect(pressOn(menuButton(true))).toBe(false);
    expect(pressOn(menuButton(false))).toBe(true);
  });

  it('is idempotent, and leaves a page without chunk scripts alone', () => {
    expect(scriptsAfterFirstPaint(html)).toBe(html);
    const plain = '<html><body><h1>404</h1></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
