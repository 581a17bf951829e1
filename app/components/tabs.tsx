import { useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";

export type TabItem = { id: string; label: React.ReactNode; panel: React.ReactNode };

/**
 * Accessible tabs (arrow keys, Home/End). Each tab is also a link (?tab=id), so without
 * JavaScript a tap still shows its panel: the server renders the chosen one.
 * Only the shown panel's content is rendered (less to hydrate on a slow phone, issue 34);
 * `renderHidden` renders every panel, for panels holding a form whose state a switch must keep.
 */
export function Tabs({
  items,
  label,
  param = "tab",
  className = "",
  renderHidden = false,
}: {
  items: TabItem[];
  label: string;
  param?: string;
  className?: string;
  renderHidden?: boolean;
}) {
  const [params] = useSearchParams();
  const initial = items.find((i) => i.id === params.get(param))?.id ?? items[0]!.id;
  const [active, setActive] = useState(initial);
  const base = useId();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);

  function focusTab(index: number) {
    const i = (index + items.length) % items.length;
    setActive(items[i]!.id);
    refs.current[i]?.focus();
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
      >
        {items.map((item, i) => {
          const selected = item.id === active;
          return (
            <a
              key={item.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              href={`?${param}=${item.id}`}
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={(e) => {
                e.preventDefault();
                setActive(item.id);
              }}
              onKeyDown={(e) => {
                if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
                  e.preventDefault();
                  const rtl = getComputedStyle(e.currentTarget).direction === "rtl";
                  focusTab(i + ((e.key === "ArrowRight") !== rtl ? 1 : -1));
                } else if (e.key === "Home") {
                  e.preventDefault();
                  focusTab(0);
                } else if (e.key === "End") {
                  e.preventDefault();
                  focusTab(items.length - 1);
                }
              }}
              className={`shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-emerald-600 ${
                selected
                  ? "bg-white text-emerald-800 shadow-sm"
                  : "text-slate-700 hover:bg-white/60"
              }`}
            >
              {item.label}
            </a>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== active}
          tabIndex={0}
          className="mt-4 focus-visible:outline-2 focus-visible:outline-emerald-600"
        >
          {renderHidden || item.id === active ? item.panel : null}
        </div>
      ))}
    </div>
  );
}
