import { useEffect, useId, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { LineIcon } from "~/components/ui/icon";

/** A row button's padding: roomy on a phone, narrow in a compact table (`rowButtonPad(true)`). */
export const rowButtonPad = (compact = false) =>
  compact ? "px-2 py-1 md:px-1.5 2xl:px-2" : "px-2 py-1";

/** A table row's Edit link (?edit=id) and Delete button (asks first; posts intent=delete).
 * `compact`: on laptops below xl the buttons fold into an Actions menu (ActionsMenu below). */
export function RowActions({
  id,
  label,
  confirmText,
  compact = false,
  children,
}: {
  id: number;
  label: string;
  confirmText: string;
  compact?: boolean;
  children?: React.ReactNode;
}) {
  const pad = rowButtonPad(compact);
  const buttons = (
    <>
      <Link to={`?edit=${id}`} className={buttonClass("ghost", pad)} aria-label={`Edit ${label}`}>
        Edit
      </Link>
      {children}
      <DeleteButton
        id={id}
        label={label}
        confirmText={confirmText}
        className={buttonClass("ghost", `${pad} text-red-700`)}
      />
    </>
  );
  // nowrap: a table squeezing its actions column broke the labels one letter per line.
  return compact ? (
    <ActionsMenu label={label}>{buttons}</ActionsMenu>
  ) : (
    <div className="flex flex-nowrap justify-end gap-1 whitespace-nowrap">{buttons}</div>
  );
}

/** The menu's toggle: a ghost icon button (buttonClass without its display, which the widths set). */
const TOGGLE =
  "min-h-9 min-w-9 items-center justify-center rounded-md px-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500";

/** The open menu (md to xl only): the buttons on one line beside its toggle, over the row. */
const PANEL =
  "md:max-xl:absolute md:max-xl:end-full md:max-xl:top-1/2 md:max-xl:z-10 md:max-xl:me-1 md:max-xl:-translate-y-1/2 md:max-xl:rounded-md md:max-xl:border md:max-xl:border-slate-200 md:max-xl:bg-white md:max-xl:p-1 md:max-xl:shadow-lg";

/**
 * A row's buttons folded behind one toggle on laptops below xl (a table's figures need the
 * width), and the buttons themselves on a phone and from xl up: one set of elements, so each
 * keeps its name and its confirmation. The toggle is a "…" icon button named "Actions for <row>"
 * (the column's header says Actions), with aria-expanded. Open, the buttons lie on one line over
 * the row's own cells (a panel below the row would be clipped by the table's scroll box); Escape
 * (back to the toggle) or a click elsewhere closes it. Plain classes, no `::details-content`:
 * a browser without it would hide the buttons at every width.
 */
export function ActionsMenu({ label, children }: { label: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const menu = ref.current;
    if (!open || !menu) return;
    const away = (e: PointerEvent) => {
      if (!menu.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("pointerdown", away);
    menu.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", away);
      menu.removeEventListener("keydown", escape);
    };
  }, [open]);
  return (
    <div ref={ref} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((was) => !was)}
        className={`${TOGGLE} cursor-pointer max-md:hidden md:max-xl:inline-flex xl:hidden`}
      >
        <span className="sr-only">Actions for {label}</span>
        <LineIcon
          className="size-5"
          d="M5 12h.01M12 12h.01M19 12h.01"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </button>
      <div
        id={panel}
        className={`flex flex-nowrap justify-end gap-1 whitespace-nowrap ${PANEL} ${open ? "" : "md:max-xl:hidden"}`}
      >
        {children}
      </div>
    </div>
  );
}

/** A Delete button that asks first, then posts intent=delete with the item's id. */
export function DeleteButton({
  id,
  label,
  confirmText,
  className = buttonClass("danger", "px-3 py-1"),
}: {
  id: number;
  label: string;
  confirmText: string;
  className?: string;
}) {
  return (
    <Form
      method="post"
      onSubmit={(e) => {
        if (!confirm(confirmText)) e.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value="delete"
        className={className}
        aria-label={`Delete ${label}`}
      >
        Delete
      </button>
    </Form>
  );
}

/** One action on one row: a button that posts `intent` with the row's id (asking first when
 * `confirmText` is given). `label` names the row for screen readers after the visible text. */
export function IntentButton({
  intent,
  id,
  idName = "id",
  children,
  label,
  confirmText,
  variant = "secondary",
  disabled,
}: {
  intent: string;
  id: number | string;
  /** The field the id is posted as. */
  idName?: string;
  children: React.ReactNode;
  label: string;
  confirmText?: string;
  variant?: React.ComponentProps<typeof Button>["variant"];
  disabled?: boolean;
}) {
  return (
    <Form
      method="post"
      onSubmit={(e) => {
        if (confirmText && !confirm(confirmText)) e.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={idName} value={id} />
      <Button type="submit" variant={variant} disabled={disabled} aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}
