import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The spam trap people never see: moved off-screen rather than `display: none` (which some
 * bots skip), out of the tab order and the accessibility tree, and marked for password
 * managers to leave alone. Its label says what to do, should anyone reach it anyway.
 */
export function HoneypotField({ id, label, registration }: { id: string; label: string; registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-0 size-px overflow-hidden opacity-0">
      <label htmlFor={id}>{label}</label>
      <input
        {...registration}
        id={id}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore=""
        data-form-type="other"
      />
    </div>
  );
}
