// The consent question's one piece of state, shared by the server-rendered question
// (consent-banner.tsx), the head script below and the client that acts on a choice (analytics.tsx).

/** localStorage key holding 'granted' or 'denied'. */
export const CONSENT_KEY = 'analyticsConsent';

/**
 * Runs in <head> before the body is parsed: marks <html data-consent="…"> for a visitor who has
 * already chosen, and app/globals.css hides the question for them, so it is never drawn for a
 * frame. The same text on every page: one CSP hash (lib/csp/inline-scripts.ts finds it in the
 * prerendered HTML like any other inline script).
 */
export const consentScript =
  `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_KEY)});` +
  `if(c==="granted"||c==="denied")document.documentElement.setAttribute("data-consent",c)}catch(e){}`;
