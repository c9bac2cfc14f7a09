/** Decorative thumbnail of the white paper's cover. */
export function PaperCover({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 180 230" width="180" height="230" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="paper-cover" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#312e81" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
        <clipPath id="paper-cover-clip">
          <rect x="8" y="6" width="150" height="206" rx="10" />
        </clipPath>
      </defs>
      <rect x="18" y="14" width="150" height="206" rx="10" fill="#c7d2fe" />
      <rect x="8" y="6" width="150" height="206" rx="10" fill="url(#paper-cover)" />
      <circle cx="138" cy="30" r="46" fill="#a78bfa" opacity="0.35" clipPath="url(#paper-cover-clip)" />
      <rect x="24" y="28" width="48" height="7" rx="3.5" fill="#c4b5fd" />
      <rect x="24" y="48" width="112" height="12" rx="6" fill="#ffffff" />
      <rect x="24" y="66" width="86" height="12" rx="6" fill="#ffffff" />
      <rect x="24" y="88" width="104" height="6" rx="3" fill="#a5b4fc" />
      <rect x="24" y="100" width="80" height="6" rx="3" fill="#a5b4fc" />
      <rect x="24" y="126" width="40" height="40" rx="10" fill="#ffffff" fillOpacity="0.15" />
      <rect x="70" y="126" width="40" height="40" rx="10" fill="#ffffff" fillOpacity="0.15" />
      <rect x="116" y="126" width="28" height="40" rx="10" fill="#ffffff" fillOpacity="0.15" />
      <rect x="32" y="136" width="24" height="8" rx="4" fill="#fbbf24" />
      <rect x="78" y="136" width="24" height="8" rx="4" fill="#34d399" />
      <rect x="122" y="136" width="16" height="8" rx="4" fill="#38bdf8" />
      <rect x="24" y="186" width="60" height="6" rx="3" fill="#ffffff" fillOpacity="0.6" />
    </svg>
  );
}
