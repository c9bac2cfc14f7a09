import type { Locale } from '@/i18n/routing';

// Who may do what in the team area: the one table routes (lib/team/team-route.ts), pages
// (lib/team/team-page.ts), the navigation (components/team/team-shell.tsx), the matrix test
// (lib/team/permission-matrix.test.ts) and the README read. Least privilege: a role gets a
// permission only when its work needs it.

export const roles = ['owner', 'editor', 'account-manager'] as const;
export type Role = (typeof roles)[number];

export const permissionTable = {
  /** Own session and settings: sign out, time zone. */
  'team.self': ['owner', 'editor', 'account-manager'],
  /** The inbox and a lead's page. */
  'leads.read': ['owner', 'account-manager'],
  /** A lead's status, notes, assignee, and retrying its notification. */
  'leads.work': ['owner', 'account-manager'],
  /** The inbox as a CSV file. */
  'leads.export': ['owner', 'account-manager'],
  /** Insights: where enquiries come from, conversion per page, real visitors' page speed (no personal data). */
  'insights.read': ['owner', 'editor', 'account-manager'],
  /** The Insights summary mail every Monday, for those who ask for it: the owners, who answer for the business. */
  'insights.weekly': ['owner'],
  /** Drafts, publish mode, "still fits the English" (an editor's languages only). */
  'copy.edit': ['owner', 'editor'],
  /** Publishing, scheduling and reverting texts (an editor's languages only). */
  'copy.publish': ['owner', 'editor'],
  /** Articles: writing, images, preview, publishing, scheduling and reverting them. */
  'articles.edit': ['owner', 'editor'],
  /** A person's data: export and erasure (GDPR). The owner answers for it. */
  'subjects.manage': ['owner'],
  /** Webhooks send every lead to another system: only the owner adds or changes one. */
  'webhooks.manage': ['owner'],
  /** The audit log: who did what, including other members. */
  'audit.read': ['owner'],
  /** Members: their roles, removing one, resetting a second factor, requiring one for everyone. */
  'members.manage': ['owner'],
  /** One's own account: second factor (authenticator app, recovery codes, passkeys), password. */
  'account.manage': ['owner', 'editor', 'account-manager'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissionTable;
export const permissionNames = Object.keys(permissionTable) as Permission[];

/** What the member's session says about them, as far as permissions go. */
export type MemberGrant = { role: Role; languages: readonly string[] };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

export function can(member: MemberGrant, permission: Permission): boolean {
  return (permissionTable[permission] as readonly Role[]).includes(member.role);
}

/** An editor limited to some languages (a translator) works on those only; no list means all. */
export function canEditLanguage(member: MemberGrant, locale: Locale | string): boolean {
  if (!can(member, 'copy.edit')) return false;
  return inMemberLanguages(member, locale);
}

/**
 * Whether a change in `locale` is within the member's languages: the limit covers texts, the
 * white paper and articles (writing, publishing, scheduling, restoring), never reading. The team
 * wrapper applies it to every route that names the language it changes (lib/team/team-route.ts).
 */
export function inMemberLanguages(member: MemberGrant, locale: Locale | string): boolean {
  return member.role !== 'editor' || member.languages.length === 0 || member.languages.includes(locale);
}

/** The team area's sections, in the navigation's order, each with the permission it needs. */
export const teamSections = [
  { key: 'leads', page: '/leads', permission: 'leads.read' },
  { key: 'day', page: '/day', permission: 'leads.read' },
  { key: 'copy', page: '/copy', permission: 'copy.edit' },
  { key: 'whitePaper', page: '/white-paper', permission: 'copy.edit' },
  { key: 'articles', page: '/articles', permission: 'articles.edit' },
  { key: 'insights', page: '/insights', permission: 'insights.read' },
  { key: 'requests', page: '/requests', permission: 'subjects.manage' },
  { key: 'audit', page: '/audit', permission: 'audit.read' },
  { key: 'webhooks', page: '/webhooks', permission: 'webhooks.manage' },
  { key: 'members', page: '/members', permission: 'members.manage' },
] as const satisfies readonly { key: string; page: `/${string}`; permission: Permission }[];

export type TeamSection = (typeof teamSections)[number];

/** The sections a member sees in the navigation. */
export function sectionsFor(member: MemberGrant): TeamSection[] {
  return teamSections.filter((section) => can(member, section.permission));
}

/**
 * Where the team area starts for this member: their first section (every role has one); for an
 * account manager, whose work is their own leads, their day.
 */
export function homeSectionFor(member: MemberGrant): TeamSection['page'] {
  if (member.role === 'account-manager') return '/day';
  return sectionsFor(member)[0]?.page ?? '/leads';
}
