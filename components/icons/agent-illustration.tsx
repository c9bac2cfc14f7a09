/** A small friendly robot used for the DIY-agents shortcut and page. Decorative. */
export function AgentIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
      <rect width="48" height="48" rx="12" fill="#4f46e5" />
      <circle cx="38" cy="10" r="9" fill="#7c3aed" opacity="0.7" />
      <rect x="12" y="16" width="24" height="19" rx="6" fill="#fff" />
      <circle cx="19.5" cy="25" r="2.6" fill="#312e81" />
      <circle cx="28.5" cy="25" r="2.6" fill="#312e81" />
      <path d="M20 30.5c2.4 1.6 5.6 1.6 8 0" stroke="#312e81" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      <path d="M24 16v-4.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="24" cy="10" r="2.4" fill="#fbbf24" />
      <rect x="8" y="22" width="4" height="8" rx="2" fill="#c7d2fe" />
      <rect x="36" y="22" width="4" height="8" rx="2" fill="#c7d2fe" />
    </svg>
  );
}
