/** `id` must be unique on the page: the mark appears in both header and footer. */
export function LogoMark({ className, id = 'logo-gradient' }: { className?: string; id?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <path d="M16 1.5 28.6 8.75v14.5L16 30.5 3.4 23.25V8.75z" fill={`url(#${id})`} />
      <path d="M16 8.5 22.5 12.25v7.5L16 23.5 9.5 19.75v-7.5z" fill="none" stroke="#fff" strokeWidth="2" />
      <circle cx="16" cy="16" r="2.25" fill="#fff" />
    </svg>
  );
}
