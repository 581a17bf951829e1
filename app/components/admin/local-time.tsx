// An instant in the operator's time zone (the browser's, decision 0046). The server knows no
// zone, so the server's render and hydration show UTC, marked; the browser's zone follows at once.
import { formatInstant, type InstantStyle } from "./format";
import { useTimeZone } from "./use-time-zone";

export function LocalTime({
  at,
  style = "datetime",
  className,
}: {
  /** Milliseconds since the epoch, or an ISO 8601 string. */
  at: number | string;
  style?: InstantStyle;
  className?: string;
}) {
  const zone = useTimeZone();
  const ms = typeof at === "number" ? at : Date.parse(at);
  if (Number.isNaN(ms)) return <>{String(at)}</>;
  return (
    <time dateTime={new Date(ms).toISOString()} className={className}>
      {formatInstant(ms, style, zone)}
    </time>
  );
}
