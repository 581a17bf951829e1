import { useState } from "react";
import { useI18n } from "./i18n-provider";

/** The first `initial` items, with a View all / Show less toggle when there are more. */
export function ShowMore<T>({
  items,
  initial,
  children,
}: {
  items: T[];
  initial: number;
  children: (shown: T[]) => React.ReactNode;
}) {
  const { t } = useI18n();
  const [all, setAll] = useState(false);
  return (
    <>
      {children(all ? items : items.slice(0, initial))}
      {items.length > initial ? (
        <button
          type="button"
          onClick={() => setAll((a) => !a)}
          className="mt-4 text-sm font-semibold text-emerald-700 hover:underline"
          aria-expanded={all}
        >
          {all ? t("general.showLess") : t("general.viewAll")}
        </button>
      ) : null}
    </>
  );
}

/** What a public list says when it has nothing to show yet. */
export function EmptyNote({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg bg-slate-100 p-6 text-center text-slate-600">{children}</p>;
}
