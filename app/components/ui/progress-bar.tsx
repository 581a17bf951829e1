/** A labelled progress bar: `value` of `max`, announced to screen readers. */
export function ProgressBar({
  label,
  value,
  max = 100,
  className = "",
}: {
  label: string;
  value: number;
  max?: number;
  className?: string;
}) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 100;
  return (
    <div
      className={`h-2 overflow-hidden rounded bg-slate-100 ${className}`}
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={max}
    >
      <div className="h-full bg-emerald-600" style={{ width: `${percent}%` }} />
    </div>
  );
}
