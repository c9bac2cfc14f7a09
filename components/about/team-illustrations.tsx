// Decorative team visuals drawn inline (no image requests, no layout shift). They sit on a
// dark gradient, so everything is white at varying opacity; no gradient ids to collide.

type Props = { className?: string };

/** Three abstract people: a team, not invented individuals. */
function Crew({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      {[0, 26, 52].map((dx, i) => (
        <g key={dx} transform={`translate(${dx} 0)`}>
          <circle cx="18" cy="18" r="18" fill="#ffffff" fillOpacity={0.95 - i * 0.15} stroke="#312e81" strokeOpacity="0.35" strokeWidth="2" />
          <circle cx="18" cy="14" r="6" fill="#4338ca" fillOpacity="0.8" />
          <path d="M7 29c2.5-6 6.5-8 11-8s8.5 2 11 8" fill="#4338ca" fillOpacity="0.8" />
        </g>
      ))}
    </g>
  );
}

export function MarketingTeamVisual({ className }: Props) {
  return (
    <svg viewBox="0 0 320 160" aria-hidden="true" className={className}>
      <g fill="#ffffff">
        <rect x="150" y="96" width="22" height="40" rx="4" fillOpacity="0.3" />
        <rect x="182" y="80" width="22" height="56" rx="4" fillOpacity="0.4" />
        <rect x="214" y="62" width="22" height="74" rx="4" fillOpacity="0.5" />
        <rect x="246" y="40" width="22" height="96" rx="4" fillOpacity="0.65" />
      </g>
      <path d="M146 92 L192 70 L224 54 L280 24" fill="none" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="280" cy="24" r="7" fill="#ffffff" />
      <g transform="translate(34 28)">
        <rect width="78" height="40" rx="12" fill="#ffffff" fillOpacity="0.18" stroke="#ffffff" strokeOpacity="0.4" />
        <path d="M39 30c-8-5-12-9-12-13a6 6 0 0 1 12-2 6 6 0 0 1 12 2c0 4-4 8-12 13z" fill="#ffffff" />
      </g>
      <Crew x={30} y={100} />
    </svg>
  );
}

export function AiTeamVisual({ className }: Props) {
  const inputs = [36, 80, 124];
  const hidden = [24, 62, 100, 138];
  const outputs = [58, 102];
  return (
    <svg viewBox="0 0 320 160" aria-hidden="true" className={className}>
      <g stroke="#ffffff" strokeOpacity="0.35" strokeWidth="1.5">
        {inputs.flatMap((a) => hidden.map((b) => <line key={`i${a}-${b}`} x1="150" y1={a} x2="220" y2={b} />))}
        {hidden.flatMap((a) => outputs.map((b) => <line key={`o${a}-${b}`} x1="220" y1={a} x2="286" y2={b} />))}
      </g>
      <g fill="#ffffff">
        {inputs.map((cy) => <circle key={`in${cy}`} cx="150" cy={cy} r="9" fillOpacity="0.7" />)}
        {hidden.map((cy) => <circle key={`h${cy}`} cx="220" cy={cy} r="9" />)}
        {outputs.map((cy) => <circle key={`out${cy}`} cx="286" cy={cy} r="10" fillOpacity="0.85" />)}
      </g>
      <g transform="translate(34 28)">
        <rect width="78" height="40" rx="12" fill="#ffffff" fillOpacity="0.18" stroke="#ffffff" strokeOpacity="0.4" />
        <path d="M39 8l3.5 8.5L51 20l-8.5 3.5L39 32l-3.5-8.5L27 20l8.5-3.5z" fill="#ffffff" />
      </g>
      <Crew x={30} y={100} />
    </svg>
  );
}

export function WebTeamVisual({ className }: Props) {
  return (
    <svg viewBox="0 0 320 160" aria-hidden="true" className={className}>
      <g transform="translate(144 18)">
        <rect width="152" height="118" rx="12" fill="#ffffff" fillOpacity="0.16" stroke="#ffffff" strokeOpacity="0.45" />
        <path d="M0 24h152" stroke="#ffffff" strokeOpacity="0.45" />
        <circle cx="14" cy="12" r="4" fill="#ffffff" fillOpacity="0.8" />
        <circle cx="28" cy="12" r="4" fill="#ffffff" fillOpacity="0.6" />
        <circle cx="42" cy="12" r="4" fill="#ffffff" fillOpacity="0.4" />
        <rect x="14" y="36" width="60" height="34" rx="6" fill="#ffffff" fillOpacity="0.85" />
        <rect x="84" y="36" width="54" height="8" rx="4" fill="#ffffff" fillOpacity="0.7" />
        <rect x="84" y="52" width="40" height="8" rx="4" fill="#ffffff" fillOpacity="0.45" />
        <rect x="14" y="82" width="124" height="8" rx="4" fill="#ffffff" fillOpacity="0.45" />
        <rect x="14" y="98" width="88" height="8" rx="4" fill="#ffffff" fillOpacity="0.3" />
      </g>
      <g transform="translate(34 28)">
        <rect width="78" height="40" rx="12" fill="#ffffff" fillOpacity="0.18" stroke="#ffffff" strokeOpacity="0.4" />
        <path d="M30 12l-9 8 9 8M48 12l9 8-9 8M42 10l-6 20" fill="none" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <Crew x={30} y={100} />
    </svg>
  );
}
