import { cn } from '@/lib/cn';

const statusTones = {
  new: 'bg-brand-50 text-brand-800 ring-brand-200',
  in_progress: 'bg-amber-50 text-amber-900 ring-amber-200',
  answered: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  closed: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

const notificationTones = {
  sent: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  none: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

const badge = 'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function StatusBadge({ status, label }: { status: keyof typeof statusTones; label: string }) {
  return <span className={cn(badge, statusTones[status])}>{label}</span>;
}

export function NotificationBadge({ state, label }: { state: keyof typeof notificationTones; label: string }) {
  return <span className={cn(badge, notificationTones[state])}>{label}</span>;
}
