/**
 * The contact page's "photo": the team around a meeting table in the studio, drawn as inline
 * SVG so it costs no request and reserves its space (fixed aspect ratio) before fonts load.
 */
export function TeamIllustration({ alt, className }: { alt: string; className?: string }) {
  return (
    <svg viewBox="0 0 560 380" width="560" height="380" role="img" aria-label={alt} className={className}>
      <defs>
        <linearGradient id="team-wall" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#eef2ff" />
          <stop offset="1" stopColor="#e0e7ff" />
        </linearGradient>
        <linearGradient id="team-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a5b4fc" />
          <stop offset="1" stopColor="#ddd6fe" />
        </linearGradient>
        <linearGradient id="team-screen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e1b4b" />
          <stop offset="1" stopColor="#312e81" />
        </linearGradient>
        <linearGradient id="team-line" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#a78bfa" />
          <stop offset="1" stopColor="#38bdf8" />
        </linearGradient>
        <linearGradient id="team-table" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e2e8f0" />
        </linearGradient>
      </defs>

      {/* Room */}
      <rect width="560" height="380" fill="url(#team-wall)" />
      <rect y="300" width="560" height="80" fill="#c7d2fe" />
      <rect y="300" width="560" height="4" fill="#a5b4fc" />

      {/* Window with the granite hills outside */}
      <rect x="28" y="34" width="118" height="150" rx="10" fill="#ffffff" />
      <rect x="36" y="42" width="102" height="134" rx="6" fill="url(#team-sky)" />
      <path d="M36 150 L62 120 L84 138 L108 108 L138 140 V176 H36 Z" fill="#818cf8" />
      <path d="M36 162 L70 140 L98 156 L138 146 V176 H36 Z" fill="#6366f1" />
      <circle cx="114" cy="70" r="12" fill="#ffffff" opacity="0.8" />
      <rect x="85" y="42" width="4" height="134" fill="#ffffff" />
      <rect x="36" y="106" width="102" height="4" fill="#ffffff" />

      {/* Wall screen with a campaign dashboard */}
      <rect x="204" y="30" width="210" height="132" rx="12" fill="url(#team-screen)" />
      <rect x="222" y="48" width="70" height="8" rx="4" fill="#ffffff" opacity="0.7" />
      <rect x="222" y="62" width="44" height="6" rx="3" fill="#a5b4fc" opacity="0.8" />
      <g fill="#ffffff" opacity="0.22">
        <rect x="226" y="122" width="16" height="24" rx="3" />
        <rect x="252" y="112" width="16" height="34" rx="3" />
        <rect x="278" y="104" width="16" height="42" rx="3" />
        <rect x="304" y="94" width="16" height="52" rx="3" />
        <rect x="330" y="84" width="16" height="62" rx="3" />
        <rect x="356" y="72" width="16" height="74" rx="3" />
        <rect x="382" y="60" width="16" height="86" rx="3" />
      </g>
      <path d="M226 130 C260 124 276 104 306 100 S360 78 398 56" fill="none" stroke="url(#team-line)" strokeWidth="4" strokeLinecap="round" />
      <circle cx="398" cy="56" r="5" fill="#ffffff" />
      <rect x="302" y="162" width="14" height="12" fill="#94a3b8" />

      {/* Sticky notes */}
      <rect x="440" y="44" width="34" height="34" rx="3" fill="#fde68a" transform="rotate(-4 457 61)" />
      <rect x="482" y="52" width="34" height="34" rx="3" fill="#c4b5fd" transform="rotate(5 499 69)" />
      <rect x="452" y="92" width="34" height="34" rx="3" fill="#a7f3d0" transform="rotate(3 469 109)" />
      <g stroke="#475569" strokeWidth="2" strokeLinecap="round" opacity="0.5">
        <path d="M447 56h18M447 64h12" />
        <path d="M490 66h18M490 74h10" />
        <path d="M460 106h18M460 114h12" />
      </g>

      {/* Plant */}
      <path d="M500 300 L492 250 H540 L532 300 Z" fill="#4f46e5" />
      <g fill="#34d399">
        <ellipse cx="504" cy="222" rx="10" ry="28" transform="rotate(-24 504 222)" />
        <ellipse cx="528" cy="218" rx="10" ry="30" transform="rotate(20 528 218)" />
        <ellipse cx="516" cy="206" rx="9" ry="34" />
      </g>
      <g fill="#10b981">
        <ellipse cx="496" cy="238" rx="8" ry="20" transform="rotate(-48 496 238)" />
        <ellipse cx="538" cy="236" rx="8" ry="20" transform="rotate(46 538 236)" />
      </g>

      {/* Person on the left: seated, with a laptop */}
      <g>
        <rect x="88" y="222" width="78" height="90" rx="30" fill="#7c3aed" />
        <rect x="118" y="206" width="18" height="20" rx="6" fill="#c68642" />
        <circle cx="127" cy="190" r="24" fill="#c68642" />
        <path d="M103 186 C103 160 152 158 152 184 C146 174 128 170 112 178 Z" fill="#1f2937" />
        <circle cx="119" cy="192" r="2.4" fill="#1f2937" />
        <circle cx="136" cy="192" r="2.4" fill="#1f2937" />
        <path d="M120 202 C125 206 131 206 135 202" stroke="#1f2937" strokeWidth="2" fill="none" strokeLinecap="round" />
      </g>

      {/* Person in the middle: standing, pointing at the screen */}
      <g>
        <path d="M318 190 L368 120" stroke="#f1c27d" strokeWidth="13" strokeLinecap="round" />
        <rect x="262" y="186" width="86" height="126" rx="32" fill="#4f46e5" />
        <rect x="276" y="132" width="58" height="62" rx="24" fill="#b45309" />
        <rect x="296" y="168" width="18" height="22" rx="6" fill="#f1c27d" />
        <circle cx="305" cy="150" r="25" fill="#f1c27d" />
        <path d="M279 150 C276 118 334 116 331 148 C331 136 318 128 305 130 C292 128 282 136 279 150 Z" fill="#b45309" />
        <circle cx="297" cy="152" r="2.4" fill="#1f2937" />
        <circle cx="314" cy="152" r="2.4" fill="#1f2937" />
        <path d="M298 162 C302 166 309 166 313 162" stroke="#1f2937" strokeWidth="2" fill="none" strokeLinecap="round" />
      </g>

      {/* Person on the right: seated, with a notebook */}
      <g>
        <rect x="392" y="226" width="76" height="86" rx="30" fill="#0ea5e9" />
        <rect x="421" y="210" width="18" height="20" rx="6" fill="#8d5524" />
        <circle cx="430" cy="194" r="23" fill="#8d5524" />
        <circle cx="430" cy="176" r="20" fill="#111827" />
        <circle cx="430" cy="162" r="10" fill="#111827" />
        <path d="M408 190 C410 178 450 178 452 190 C446 184 414 184 408 190 Z" fill="#111827" />
        <circle cx="422" cy="197" r="2.4" fill="#f8fafc" />
        <circle cx="438" cy="197" r="2.4" fill="#f8fafc" />
        <path d="M423 206 C427 210 433 210 437 206" stroke="#f8fafc" strokeWidth="2" fill="none" strokeLinecap="round" />
      </g>

      {/* Table with laptops, notebook and coffee */}
      <path d="M40 282 H520 L540 314 H20 Z" fill="url(#team-table)" />
      <rect x="20" y="314" width="520" height="10" rx="3" fill="#cbd5e1" />
      <rect x="60" y="324" width="12" height="46" fill="#94a3b8" />
      <rect x="488" y="324" width="12" height="46" fill="#94a3b8" />
      <path d="M104 246 H176 L170 290 H110 Z" fill="#334155" />
      <circle cx="140" cy="266" r="5" fill="#a5b4fc" />
      <rect x="96" y="288" width="90" height="6" rx="3" fill="#475569" />
      <path d="M232 262 H300 L306 296 H226 Z" fill="#475569" />
      <circle cx="266" cy="278" r="4" fill="#c4b5fd" />
      <rect x="398" y="286" width="60" height="10" rx="2" fill="#f8fafc" stroke="#cbd5e1" />
      <rect x="404" y="282" width="48" height="6" rx="2" fill="#fde68a" />
      <path d="M466 284 L478 276" stroke="#4f46e5" strokeWidth="4" strokeLinecap="round" />
      <rect x="206" y="278" width="16" height="16" rx="3" fill="#ffffff" stroke="#94a3b8" strokeWidth="2" />
      <path d="M222 282 h4 a4 4 0 0 1 0 8 h-4" fill="none" stroke="#94a3b8" strokeWidth="2" />
      <rect x="346" y="280" width="16" height="16" rx="3" fill="#7c3aed" />
      <path d="M362 284 h4 a4 4 0 0 1 0 8 h-4" fill="none" stroke="#7c3aed" strokeWidth="2" />
    </svg>
  );
}
