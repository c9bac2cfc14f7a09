/**
 * Decorative hero visual: ideas flow through the agent to a draft you approve and a scheduled
 * post. No words inside, so one drawing serves all four languages.
 */
export function WorkflowVisual({ className }: { className?: string }) {
  const card = { width: 112, height: 112, rx: 22, fill: '#ffffff', fillOpacity: 0.1, stroke: '#ffffff', strokeOpacity: 0.25 };
  return (
    <svg viewBox="0 0 640 176" width="640" height="176" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="workflow-agent" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#4f46e5" />
        </linearGradient>
      </defs>
      <g stroke="#c7d2fe" strokeWidth="3" strokeDasharray="2 8" strokeLinecap="round" fill="none">
        <path d="M130 88 H174" />
        <path d="M300 88 H344" />
        <path d="M470 88 H514" />
      </g>
      <g fill="#c7d2fe">
        <path d="M176 82 l9 6 -9 6 Z" />
        <path d="M346 82 l9 6 -9 6 Z" />
        <path d="M516 82 l9 6 -9 6 Z" />
      </g>

      {/* Sources: notes and an idea */}
      <rect x="14" y="32" {...card} />
      <rect x="38" y="56" width="50" height="64" rx="6" fill="#ffffff" opacity="0.35" transform="rotate(-8 63 88)" />
      <rect x="46" y="54" width="50" height="64" rx="6" fill="#ffffff" />
      <g fill="#a5b4fc">
        <rect x="54" y="66" width="34" height="5" rx="2.5" />
        <rect x="54" y="77" width="26" height="5" rx="2.5" />
        <rect x="54" y="88" width="30" height="5" rx="2.5" />
        <rect x="54" y="99" width="20" height="5" rx="2.5" />
      </g>
      <circle cx="100" cy="56" r="13" fill="#fbbf24" />
      <path d="M95 56 h10 M100 51 v10" stroke="#78350f" strokeWidth="2.5" strokeLinecap="round" />

      {/* The agent */}
      <rect x="184" y="22" width="132" height="132" rx="28" fill="url(#workflow-agent)" stroke="#ffffff" strokeOpacity="0.35" />
      <rect x="214" y="62" width="72" height="58" rx="16" fill="#ffffff" />
      <circle cx="236" cy="88" r="7" fill="#312e81" />
      <circle cx="264" cy="88" r="7" fill="#312e81" />
      <path d="M238 104 c7 5 17 5 24 0" stroke="#312e81" strokeWidth="3.5" fill="none" strokeLinecap="round" />
      <path d="M250 62 v-14" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
      <circle cx="250" cy="44" r="6" fill="#fbbf24" />
      <rect x="202" y="80" width="10" height="22" rx="5" fill="#c7d2fe" />
      <rect x="288" y="80" width="10" height="22" rx="5" fill="#c7d2fe" />

      {/* Draft approved by you */}
      <rect x="354" y="32" {...card} />
      <rect x="378" y="52" width="64" height="72" rx="8" fill="#ffffff" />
      <circle cx="392" cy="66" r="7" fill="#c4b5fd" />
      <g fill="#cbd5e1">
        <rect x="404" y="62" width="30" height="5" rx="2.5" />
        <rect x="386" y="80" width="48" height="5" rx="2.5" />
        <rect x="386" y="91" width="42" height="5" rx="2.5" />
        <rect x="386" y="102" width="34" height="5" rx="2.5" />
      </g>
      <circle cx="444" cy="118" r="16" fill="#10b981" stroke="#ffffff" strokeWidth="3" />
      <path d="M437 118 l5 5 9 -10" stroke="#ffffff" strokeWidth="3.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />

      {/* Scheduled post */}
      <rect x="524" y="32" {...card} />
      <rect x="546" y="56" width="68" height="62" rx="8" fill="#ffffff" />
      <rect x="546" y="56" width="68" height="16" rx="8" fill="#818cf8" />
      <rect x="546" y="64" width="68" height="8" fill="#818cf8" />
      <g fill="#e0e7ff">
        <rect x="554" y="80" width="12" height="10" rx="2" />
        <rect x="574" y="80" width="12" height="10" rx="2" />
        <rect x="594" y="80" width="12" height="10" rx="2" />
        <rect x="554" y="98" width="12" height="10" rx="2" />
        <rect x="594" y="98" width="12" height="10" rx="2" />
      </g>
      <rect x="574" y="98" width="12" height="10" rx="2" fill="#7c3aed" />
      <path d="M598 126 l22 -10 -8 22 -4 -8 Z" fill="#fbbf24" />
    </svg>
  );
}
