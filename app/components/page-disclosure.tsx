// A <details> whose open state usePageDisclosure keeps (it opens without JavaScript and closes on
// another page), with a summary that looks like a header button: the language list and the phone
// menu.
import type { usePageDisclosure } from "./use-page-disclosure";

export function PageDisclosure({
  state,
  label,
  summary,
  summaryClassName,
  children,
  ...details
}: {
  state: ReturnType<typeof usePageDisclosure>;
  /** The summary's accessible name. */
  label: string;
  summary: React.ReactNode;
  summaryClassName: string;
  children: React.ReactNode;
} & Omit<React.DetailsHTMLAttributes<HTMLDetailsElement>, "open" | "onToggle" | "children">) {
  return (
    <details open={state.open} onToggle={state.onToggle} {...details}>
      <summary
        className={`flex h-10 cursor-pointer list-none items-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 [&::-webkit-details-marker]:hidden ${summaryClassName}`}
        aria-label={label}
      >
        {summary}
      </summary>
      {children}
    </details>
  );
}
