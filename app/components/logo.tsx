/** The Waymark mark: a waypoint pin. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#059669" />
      <path
        d="M16 6c-4.4 0-8 3.4-8 7.7C8 19.5 16 26 16 26s8-6.5 8-12.3C24 9.4 20.4 6 16 6z"
        fill="#fff"
      />
      <circle cx="16" cy="13.5" r="3" fill="#059669" />
    </svg>
  );
}
