import { namedSource, type VisitSource } from '@/lib/insights/source-values';

// Channels: how a visit arrived, as Google Analytics 4's default channel groups put it, cut down
// to what this site can know (no ad-platform data, no campaign ids). The rules, first match wins:
//
// 1. direct          no utm_source, no utm_medium, no referring host and no click id.
// 2. paid social     a click id or a paid medium (cpc, ppc, cpm, retargeting, paid…: GA4's
//                    ^(.*cp.*|ppc|retargeting|paid.*)$) and a social network as source or referrer.
// 3. paid search     a click id or a paid medium, and otherwise a search engine as source or
//                    referrer, or no source at all (a click id alone: Google and Microsoft Ads'
//                    auto-tagging). A paid medium with any other source is "other".
// 4. email           utm_source or utm_medium email, e-mail, e_mail, e mail or newsletter.
// 5. organic social  a social network as source or referrer, or utm_medium social, social-network,
//                    social-media, sm, social network or social media.
// 6. organic search  a search engine as source or referrer, or utm_medium organic.
// 7. referral        utm_medium referral, app or link, or a referring host and no UTM values.
// 8. other           UTM values no rule above recognises (GA4's "Unassigned").
//
// One difference from GA4: a click id counts as paid whatever the source. Facebook also adds
// fbclid to unpaid links, so a few organic Facebook visits may read as paid social.

export const channels = ['paid-search', 'paid-social', 'organic-search', 'organic-social', 'email', 'referral', 'direct', 'other'] as const;
export type Channel = (typeof channels)[number];

const SEARCH = new Set([
  'Google',
  'Bing',
  'DuckDuckGo',
  'Ecosia',
  'Yahoo',
  'Qwant',
  'baidu',
  'yandex',
  'yandex.ru',
  'startpage.com',
  'search.brave.com',
  'brave',
]);
const SOCIAL = new Set([
  'LinkedIn',
  'Facebook',
  'Instagram',
  'YouTube',
  'X',
  'XING',
  'TikTok',
  'Reddit',
  'pinterest',
  'pinterest.com',
  'threads.net',
  'bsky.app',
  'mastodon.social',
  'whatsapp',
  'messenger',
]);
const PAID_MEDIUM = /^(?:.*cp.*|ppc|retargeting|paid.*)$/;
const EMAIL = /^(?:email|e-mail|e_mail|e mail|newsletter)$/;
const SOCIAL_MEDIUM = /^(?:social|social-network|social-media|sm|social network|social media)$/;
const REFERRAL_MEDIUM = /^(?:referral|app|link)$/;

export type ChannelInput = { [K in 'utmSource' | 'utmMedium' | 'referrer' | 'clickId']?: VisitSource[K] | undefined };

export function channelOf(visit: ChannelInput): Channel {
  const source = visit.utmSource ? namedSource(visit.utmSource) : null;
  const referrer = visit.referrer ? namedSource(visit.referrer) : null;
  const medium = visit.utmMedium?.toLowerCase() ?? null;
  if (!source && !medium && !referrer && !visit.clickId) return 'direct';
  const is = (names: Set<string>) => (source !== null && names.has(source)) || (referrer !== null && names.has(referrer));
  const social = is(SOCIAL);
  const search = is(SEARCH);
  if (visit.clickId || (medium && PAID_MEDIUM.test(medium))) {
    if (social) return 'paid-social';
    if (search || !source || visit.clickId) return 'paid-search';
    return 'other';
  }
  if ((medium && EMAIL.test(medium)) || (source && EMAIL.test(source.toLowerCase()))) return 'email';
  if (social || (medium && SOCIAL_MEDIUM.test(medium))) return 'organic-social';
  if (search || medium === 'organic') return 'organic-search';
  if ((medium && REFERRAL_MEDIUM.test(medium)) || (referrer && !source && !medium)) return 'referral';
  return 'other';
}

/** The channel of a page-view row from before channels were kept: its source alone tells. */
export function channelOfStoredSource(source: string): Channel {
  if (!source) return 'direct';
  const name = namedSource(source);
  if (SOCIAL.has(name)) return 'organic-social';
  if (SEARCH.has(name)) return 'organic-search';
  if (EMAIL.test(name.toLowerCase())) return 'email';
  // A host is a referral; a bare utm_source of unknown kind is "other".
  return source.includes('.') ? 'referral' : 'other';
}

export function isChannel(value: string): value is Channel {
  return (channels as readonly string[]).includes(value);
}
