import { MAX_OVERRIDE_LENGTH, OVERRIDES_GLOBAL, STORAGE_KEY } from '@/lib/content-overrides';

/**
 * Runs in <head> before the body is parsed, so a visitor's own saved wording is on the page with
 * its first paint instead of replacing the text under their eyes once the page's code has come.
 * Every marked text (`data-edit-key`) the parser adds is given the visitor's wording for the
 * page's language as text node data (never parsed as markup), and marked `data-customised`; the
 * parser's additions reach the observer before the browser paints them. Where an element sits in
 * a link or button, or holds more than one text, it is left alone, as the editor does.
 *
 * It leaves `window[OVERRIDES_GLOBAL]` behind: `apply()` for the texts of a page React draws after
 * a client-side navigation (edit-layer.tsx), and `originals`, each changed element's server text,
 * so the editor can offer "back to the original". A corrupt store is reported at once, and only
 * once (the editor then reads `corrupt` instead of reporting again).
 *
 * The same text on every page: one CSP hash (lib/csp/inline-scripts.ts finds it in the
 * prerendered HTML like any other inline script). The marked elements carry
 * suppressHydrationWarning (lib/edit-keys.ts), so React keeps the visitor's text when it hydrates.
 */
export const overridesScript = [
  '(function(){var w=window,d=document,originals=new WeakMap(),api={originals:originals,corrupt:false,apply:apply};',
  `w[${JSON.stringify(OVERRIDES_GLOBAL)}]=api;`,
  // The visitor's wordings for the page's language now, or null; a corrupt store is reported once.
  'function read(){var o;',
  `try{var raw=localStorage.getItem(${JSON.stringify(STORAGE_KEY)});o=raw?JSON.parse(raw):null}`,
  'catch(e){if(!api.corrupt)console.warn("Failed to load content overrides",e);api.corrupt=true;return null}',
  'o=o&&typeof o==="object"&&o[d.documentElement.lang];return o&&typeof o==="object"?o:null}',
  // One marked element: its one text node gets the wording. While the parser still appends to a
  // text (a slow network), what it appends belongs to the original.
  'function set(el,o,parsing){var k=el.getAttribute("data-edit-key"),n=el.firstChild,',
  'v=Object.prototype.hasOwnProperty.call(o,k)?o[k]:null;',
  `if(typeof v!=="string"||!(v=v.trim().slice(0,${MAX_OVERRIDE_LENGTH}))||!n||n.nodeType!==3||n.nextSibling||el.closest("a,button,summary,label"))return;`,
  'var was=originals.get(el);',
  'if(was===undefined||n.data!==v)originals.set(el,was!==undefined&&parsing&&n.data.indexOf(v)===0?was+n.data.slice(v.length):n.data);',
  'if(n.data!==v)n.data=v;el.setAttribute("data-customised","")}',
  'function apply(root){var o=read();if(o)(root||d).querySelectorAll("[data-edit-key]").forEach(function(el){set(el,o)})}',
  'var o=read();if(!o)return;',
  // The parser's additions, before the browser paints them.
  'var m=new MutationObserver(function(list){list.forEach(function(r){var t=r.target;',
  'if(r.type==="characterData"){t=t.parentElement;if(t&&t.hasAttribute("data-edit-key"))set(t,o,1);return}',
  'r.addedNodes.forEach(function(n){if(n.nodeType===3){if(t.hasAttribute&&t.hasAttribute("data-edit-key"))set(t,o,1)}',
  'else if(n.nodeType===1){if(n.hasAttribute("data-edit-key"))set(n,o,1);if(n.firstElementChild)n.querySelectorAll("[data-edit-key]").forEach(function(e){set(e,o,1)})}})})});',
  'm.observe(d,{childList:true,subtree:true,characterData:true});',
  'd.addEventListener("DOMContentLoaded",function(){m.disconnect();apply()},{once:true})})()',
].join('');

/** What the head script leaves on `window` for the editor (edit-setup.ts) and edit-layer.tsx. */
export type OverridesApi = { originals: WeakMap<HTMLElement, string>; corrupt: boolean; apply: (root?: ParentNode) => void };
