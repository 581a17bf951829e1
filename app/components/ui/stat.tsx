// One figure with its label, as a card (dashboard) or a tile (dialogs). A <dl> pair, so the
// label is read with the number.
export function StatGrid({
  children,
  className = "grid gap-3 sm:grid-cols-3",
}: {
  children: React.ReactNode;
  className?: string;
}) {
  return <dl className={className}>{children}</dl>;
}

export function Stat({
  label,
  value,
  hint,
  testId,
  tile = false,
}: {
  label: string;
  value: React.ReactNode;
  hint?: string;
  testId?: string;
  /** A grey tile inside another card, rather than a card of its own. */
  tile?: boolean;
}) {
  return (
    <div
      className={
        tile
          ? "rounded-lg bg-slate-50 p-3 text-center"
          : "rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      }
    >
      <dt className={tile ? "text-xs text-slate-500" : "text-sm font-medium text-slate-500"}>
        {label}
      </dt>
      <dd
        className={`font-bold tabular-nums ${tile ? "text-2xl" : "mt-2 text-3xl"}`}
        data-testid={testId}
      >
        {value}
      </dd>
      {hint ? <dd className="mt-1 text-xs text-slate-500">{hint}</dd> : null}
    </div>
  );
}
