import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

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
  return (
    <div className="flex justify-end gap-1">
      <Link
        to={`?edit=${id}`}
        className={buttonClass("ghost", "px-2 py-1")}
        aria-label={`Edit ${label}`}
      >
        Edit
      </Link>
      {children}
      <Form
        method="post"
        onSubmit={(e) => {
          if (!confirm(confirmText)) e.preventDefault();
        }}
      >
        <input type="hidden" name="id" value={id} />
        <button
          name="intent"
          value="delete"
          className={buttonClass("ghost", "px-2 py-1 text-red-700")}
          aria-label={`Delete ${label}`}
        >
          Delete
        </button>
      </Form>
    </div>
  );
}
