import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";

/** A table row's Edit link (?edit=id) and Delete button (asks first; posts intent=delete). */
export function RowActions({
  id,
  label,
  confirmText,
  children,
}: {
  id: number;
  label: string;
  confirmText: string;
  children?: React.ReactNode;
}) {
  // nowrap: a table squeezing its actions column broke the labels one letter per line.
  return (
    <div className="flex flex-nowrap justify-end gap-1 whitespace-nowrap">
      <Link
        to={`?edit=${id}`}
        className={buttonClass("ghost", "px-2 py-1")}
        aria-label={`Edit ${label}`}
      >
        Edit
      </Link>
      {children}
      <DeleteButton
        id={id}
        label={label}
        confirmText={confirmText}
        className={buttonClass("ghost", "px-2 py-1 text-red-700")}
      />
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
