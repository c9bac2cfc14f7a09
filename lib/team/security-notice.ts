import 'server-only';
import { linkOrigin } from '@/lib/api/public-origin';
import { afterResponse } from '@/lib/api/after-response';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { errorText, log } from '@/lib/log';
import { securityNoticeMail, type SecurityChange, mailTransport } from '@/lib/mail';
import { deliverNow, createOutboxRows } from '@/lib/outbox';
import { memberLocale } from '@/lib/team/member-locale';
import { teamPath } from '@/lib/team/paths';
import type { TeamUser } from '@/lib/team/sessions';

// After every change to how a member signs in, and after a sign-in from a browser that had not
// signed in as them before, a mail to that member in their language (lib/team/member-locale.ts)
// saying what changed and how to undo it: whoever holds a stolen session or password cannot make
// the change quietly. Through the outbox, so a provider that is down delays the mail, never loses
// it; a member without an address on file gets none (the audit log still has the change).

export async function noticeSecurityChange(prisma: PrismaClient, user: TeamUser, change: SecurityChange, now = new Date()): Promise<void> {
  try {
    const row = await prisma.user.findUnique({ where: { id: user.id }, select: { email: true } });
    if (!row?.email) return;
    const locale = await memberLocale(prisma, user.id);
    const message = await securityNoticeMail({
      to: row.email,
      locale,
      username: user.username,
      change,
      at: now,
      accountUrl: `${linkOrigin()}${teamPath(locale, '/account')}`,
    });
    const rows = await createOutboxRows(prisma, [{ kind: 'security-notice', message }], now);
    await afterResponse(() => deliverNow(prisma, rows, mailTransport()));
  } catch (error) {
    // The change itself is done and audited: a notice that cannot be queued is logged, not fatal.
    log.error('security notice not queued', { member: user.username, kind: change.kind, error: errorText(error) });
  }
}

/** A short, readable name for a browser from its User-Agent ("Firefox on Windows"); never the raw header in a mail. */
export function browserName(userAgent: string | null): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : undefined;
  const system = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : undefined;
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? '?';
}
