export type LogoProps = { className?: string };

/** The "Rede" wordmark: three linked nodes and the name, drawn inline so nothing is downloaded. */
export function Logo({ className }: LogoProps) {
  return (
    <svg className={className} viewBox="0 0 112 32" height="28" role="img" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        <path d="M8 22 16 9l8 13z" />
      </g>
      <g fill="currentColor">
        <circle cx="16" cy="9" r="4" />
        <circle cx="8" cy="22" r="4" />
        <circle cx="24" cy="22" r="4" />
        <text x="36" y="23" fontFamily="inherit" fontSize="20" fontWeight="700" letterSpacing="0.5">
          Rede
        </text>
      </g>
    </svg>
  );
}
