/** Decorative dashboard illustration for the home hero: inline SVG, so no image request or layout shift. */
export function HeroVisual({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 380" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="hero-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.16" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.06" />
        </linearGradient>
        <linearGradient id="hero-line" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#a78bfa" />
          <stop offset="1" stopColor="#38bdf8" />
        </linearGradient>
      </defs>
      <rect x="20" y="30" width="440" height="300" rx="24" fill="url(#hero-card)" stroke="#ffffff" strokeOpacity="0.2" />
      <circle cx="52" cy="62" r="6" fill="#f87171" />
      <circle cx="72" cy="62" r="6" fill="#fbbf24" />
      <circle cx="92" cy="62" r="6" fill="#34d399" />
      <rect x="48" y="96" width="120" height="14" rx="7" fill="#ffffff" fillOpacity="0.5" />
      <rect x="48" y="120" width="80" height="30" rx="8" fill="#ffffff" fillOpacity="0.9" />
      <path d="M48 270 C110 250 130 200 190 210 S280 170 320 150 S400 120 432 96" fill="none" stroke="url(#hero-line)" strokeWidth="5" strokeLinecap="round" />
      <g fill="#ffffff" fillOpacity="0.25">
        <rect x="60" y="282" width="26" height="28" rx="4" />
        <rect x="110" y="262" width="26" height="48" rx="4" />
        <rect x="160" y="250" width="26" height="60" rx="4" />
        <rect x="210" y="232" width="26" height="78" rx="4" />
        <rect x="260" y="214" width="26" height="96" rx="4" />
        <rect x="310" y="190" width="26" height="120" rx="4" />
        <rect x="360" y="160" width="26" height="150" rx="4" />
      </g>
      <g>
        <rect x="300" y="0" width="170" height="70" rx="16" fill="#ffffff" />
        <circle cx="332" cy="35" r="16" fill="#ede9fe" />
        <path d="M325 35l5 5 9-10" stroke="#7c3aed" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="356" y="24" width="90" height="9" rx="4.5" fill="#312e81" />
        <rect x="356" y="40" width="64" height="8" rx="4" fill="#a5b4fc" />
      </g>
      <g>
        <rect x="0" y="300" width="190" height="74" rx="16" fill="#ffffff" />
        <text x="22" y="334" fontSize="24" fontWeight="800" fill="#4f46e5" fontFamily="sans-serif">
          +300%
        </text>
        <rect x="22" y="348" width="120" height="8" rx="4" fill="#c7d2fe" />
      </g>
    </svg>
  );
}
