// What a visitor waits for right after the page has loaded, in Chromium: (1) how long after the
// load event their own saved edit (localStorage `contentOverrides`) is on the page, and whether
// it was there before the first paint; (2) from a click on the white-paper button right after the
// load event to the dialog being painted (its frame, which the button's invoker command opens
// without script, and the dialog with its form, which needs the dialog's code). Each on a desk profile and on a throttled phone (4x CPU,
// slow 4G), beside the floor: a bare Next.js page whose one client button opens a dialog.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../test/chromium.mjs';
import { median } from './stats.mjs';

const EDIT_KEY = 'HomePage.hero.title';
const EDIT_TEXT = 'A visitor’s own title';

// Runs in the page before any of its scripts: notes when the marked text first reads the
// visitor's edit, when the first click lands, and when a dialog is first on screen after it.
function probe({ key, text }) {
  const marks = (window.__firstResponse = { edit: null, click: null, dialog: null, form: null, fcp: null });
  // The frame after a mutation: the next animation frame's paint.
  const painted = (name) => requestAnimationFrame(() => setTimeout(() => (marks[name] ??= performance.now())));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const check = () => {
    if (marks.edit === null && text) {
      const element = document.querySelector(`[data-edit-key="${key}"]`);
      if (element && element.textContent?.startsWith(text)) marks.edit = performance.now();
    }
    if (marks.click === null) return;
    // A dialog on screen: a native one opened (the frame), or one a script rendered.
    if (marks.dialog === null && document.querySelector('dialog[open], [role=dialog]')) painted('dialog');
    // Ready for the visitor: the scripted dialog (the floor's has no form, the site's has its fields).
    const scripted = document.querySelector('[role=dialog]');
    if (marks.form === null && scripted && (scripted.querySelector('input') || !document.querySelector('[data-white-paper-button]'))) painted('form');
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-state', 'role', 'open'],
  });
  document.addEventListener(
    'click',
    (event) => {
      if (marks.click === null && event.isTrusted) marks.click = event.timeStamp;
    },
    true,
  );
}

async function newPage(browser, phone) {
  const context = await browser.newContext(
    phone ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } : { viewport: { width: 1350, height: 940 } },
  );
  const page = await context.newPage();
  if (phone) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    // Lighthouse's "slow 4G": 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  return { context, page };
}

const loadEnd = (page) => page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd);

/** One visit with a saved edit: ms from the load event to the edit on the page (negative: before it), and whether it preceded the first paint. */
async function editRun(browser, url, phone) {
  const { context, page } = await newPage(browser, phone);
  try {
    await page.addInitScript(({ key, text }) => localStorage.setItem('contentOverrides', JSON.stringify({ en: { [key]: text } })), {
      key: EDIT_KEY,
      text: EDIT_TEXT,
    });
    await page.addInitScript(probe, { key: EDIT_KEY, text: EDIT_TEXT });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__firstResponse.edit !== null, null, { timeout: 20_000 });
    const marks = await page.evaluate(() => window.__firstResponse);
    return { afterLoad: marks.edit - (await loadEnd(page)), beforePaint: marks.fcp !== null && marks.edit <= marks.fcp };
  } finally {
    await context.close();
  }
}

/** One visit: ms from a click on `button` (right after the load event) to a dialog on screen, and to its form. */
async function clickRun(browser, url, button, phone) {
  const { context, page } = await newPage(browser, phone);
  try {
    await page.addInitScript(probe, { key: '', text: '' });
    await page.goto(url, { waitUntil: 'load' });
    await page.getByRole('button', { name: button }).first().click({ noWaitAfter: true });
    await page.waitForFunction(() => window.__firstResponse.form !== null, null, { timeout: 30_000 });
    const marks = await page.evaluate(() => window.__firstResponse);
    return { clickToDialog: marks.dialog - marks.click, clickToForm: marks.form - marks.click, clickAfterLoad: marks.click - (await loadEnd(page)) };
  } finally {
    await context.close();
  }
}

/**
 * @param {{ siteUrl: string, floorUrl: string, runs: number, button: string, log?: (line: string) => void }} options
 */
export async function runFirstResponse({ siteUrl, floorUrl, runs, button, log = console.log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const rows = [];
  try {
    for (const phone of [false, true]) {
      const profile = phone ? 'phone (4x CPU, slow 4G)' : 'desk';
      const samples = { edit: [], beforePaint: [], click: [], form: [], floorClick: [] };
      // Interleaved run by run, so machine noise hits the site and the floor alike.
      for (let run = 0; run < runs; run++) {
        const edit = await editRun(browser, `${siteUrl}/en`, phone);
        samples.edit.push(edit.afterLoad);
        samples.beforePaint.push(edit.beforePaint);
        const click = await clickRun(browser, `${siteUrl}/en/diy-agents`, button, phone);
        samples.click.push(click.clickToDialog);
        samples.form.push(click.clickToForm);
        samples.floorClick.push((await clickRun(browser, `${floorUrl}/button`, 'Open', phone)).clickToDialog);
        log(
          `  first response (${profile}) run ${run + 1}/${runs}: edit ${samples.edit.at(-1).toFixed(0)} ms after load, click→dialog ${samples.click.at(-1).toFixed(0)} ms, →form ${samples.form.at(-1).toFixed(0)} ms (floor ${samples.floorClick.at(-1).toFixed(0)} ms)`,
        );
      }
      rows.push({
        profile,
        editAfterLoad: median(samples.edit),
        editBeforePaint: samples.beforePaint.filter(Boolean).length,
        runs,
        clickToDialog: median(samples.click),
        clickToForm: median(samples.form),
        floorClickToDialog: median(samples.floorClick),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
