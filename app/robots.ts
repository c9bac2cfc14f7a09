import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site';

// Article images live under /api/ but are part of the pages (hero, thumbnails, JSON-LD image):
// the longer Allow wins over Disallow: /api/ (RFC 9309, longest match), so crawlers may fetch
// them; drafts' images answer 404 to anyone without a team session anyway.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: ['/', '/api/article-images/'], disallow: ['/api/', '/submit'] },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
