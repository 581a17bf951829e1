// A small coloured label (status, counts). The tone carries meaning only together with the text.
const tones = {
  green: "bg-emerald-100 text-emerald-800",
  gray: "bg-slate-200 text-slate-700",
  red: "bg-red-100 text-red-800",
  amber: "bg-amber-100 text-amber-900",
  blue: "bg-blue-100 text-blue-800",
  sky: "bg-sky-100 text-sky-800",
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  tone,
  className = "",
  ...rest
}: { tone: BadgeTone } & React.HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]} ${className}`}
      {...rest}
    />
  );
}
