import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { fallbackPolicy } from './lib/csp/policy';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// The fallback policy for every response; proxy.ts replaces it on prerendered pages with a
// strict one that allows their inline scripts by hash (see lib/csp/policy.ts). Headers are
// fixed at build time, like the GA id they depend on.
const contentSecurityPolicy = fallbackPolicy({
  gaId: process.env.NEXT_PUBLIC_GA_ID || undefined,
  development: process.env.NODE_ENV !== 'production',
});

// Sent with every response.
const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), browsing-topics=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

const nextConfig: NextConfig = {
  // The e2e suite builds into its own folder so it never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/api/:path*', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
      { source: '/submit', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
