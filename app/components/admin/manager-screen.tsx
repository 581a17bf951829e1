// A content manager's screen (earnings proof, testimonials): the add/edit form when ?edit= names
// an item (or "new"), else the list; the last change's toast either way.
import type { FieldErrors } from "~/schemas/action-result";
import { fieldErrorsOf, ListScreen, useEditTarget } from "./list-screen";
import { useActionToast } from "./use-action-toast";

/** What a manager's add/edit form is given: the item edited (none when adding) and the errors the
 * last save answered. */
export type ItemFormProps<T> = { item?: T; errors: FieldErrors };

export function ManagerScreen<T extends { id: number }>({
  items,
  actionData,
  form: ItemForm,
  ...list
}: {
  items: readonly T[];
  actionData: unknown;
  /** The add (no item) or edit form. */
  form: (props: ItemFormProps<T>) => React.ReactNode;
} & Omit<React.ComponentProps<typeof ListScreen>, "count">) {
  useActionToast(actionData);
  const { editing, current } = useEditTarget(items);
  if (editing) return <ItemForm item={current} errors={fieldErrorsOf(actionData)} />;
  return <ListScreen count={items.length} {...list} />;
}
