/**
 * Decorative posters for the video teasers, drawn inline (no image requests, no layout shift).
 * Each fills its 16:9 frame; ids are prefixed per scene because both sit on the same page.
 */
export function MountainScene({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="scene-mountain-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e1b4b" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill="url(#scene-mountain-sky)" />
      <circle cx="246" cy="48" r="18" fill="#fbbf24" fillOpacity="0.85" />
      <path d="M0 130 L50 80 L84 104 L112 50 L176 112 L236 70 L320 128 V180 H0Z" fill="#6366f1" fillOpacity="0.55" />
      <path d="M112 50 L128 66 L118 64 L108 72 L100 62Z" fill="#ffffff" fillOpacity="0.7" />
      <path d="M0 150 L50 118 L110 145 L170 100 L240 140 L290 118 L320 132 V180 H0Z" fill="#312e81" />
      <path d="M0 168 C60 156 120 176 180 162 S290 158 320 166 V180 H0Z" fill="#1e1b4b" />
    </svg>
  );
}

export function NetworkScene({ className }: { className?: string }) {
  const nodes = [
    [40, 118], [84, 52], [118, 132], [214, 40], [276, 84], [70, 160], [250, 150], [196, 140],
  ] as const;
  const links = [[0, 1], [0, 2], [1, 3], [3, 4], [0, 5], [5, 2], [2, 7], [7, 6], [6, 4], [7, 4]] as const;
  return (
    <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="scene-network-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#312e81" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill="url(#scene-network-bg)" />
      <g stroke="#c7d2fe" strokeOpacity="0.45" strokeWidth="1.5">
        {links.map(([from, to]) => (
          <line key={`${from}-${to}`} x1={nodes[from][0]} y1={nodes[from][1]} x2={nodes[to][0]} y2={nodes[to][1]} />
        ))}
      </g>
      {nodes.map(([x, y], index) => (
        <circle key={index} cx={x} cy={y} r={index === 3 ? 8 : 5} fill="#ffffff" fillOpacity={index === 3 ? 0.95 : 0.7} />
      ))}
    </svg>
  );
}
