// A white card for one section of an admin screen. With a title it is a labelled <section>
// (its heading names it for screen readers); without one, a plain box.
import { useId } from "react";

/** The card look, for elements that must be something else (a <Form>, a list item). */
export const CARD = "rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6";

export function Panel({
  title,
  actions,
  children,
  className = "",
  headingLevel = 2,
  ...rest
}: {
  title?: React.ReactNode;
  /** Buttons or links shown beside the title (wrapping under it on a phone). */
  actions?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
} & Omit<React.HTMLAttributes<HTMLElement>, "title">) {
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const box = `${CARD} ${className}`;
  if (title === undefined) {
    return (
      <div className={box} {...rest}>
        {children}
      </div>
    );
  }
  return (
    <section aria-labelledby={id} className={box} {...rest}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={id} className="text-lg font-semibold">
          {title}
        </Heading>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** The screen's title with its main actions beside it (under it on a phone). */
export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-balance">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

/** A paragraph with a fixed look (and role), to which a screen may add classes. */
function notice(look: string, role?: "alert") {
  return function Notice({
    children,
    className = "",
    ...rest
  }: React.HTMLAttributes<HTMLParagraphElement>) {
    return (
      <p role={role} className={`${look} ${className}`} {...rest}>
        {children}
      </p>
    );
  };
}

/** What a list says when it has nothing to show (spec: "No ... found. Add your first one."). */
export const EmptyState = notice(
  "rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600",
);

/** A failure the screen could not get past (a list that failed to load, a refused upload). */
export const ErrorNotice = notice("rounded-lg bg-red-50 p-4 text-red-800", "alert");
