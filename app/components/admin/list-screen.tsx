// What the list-and-form managers (testimonials, earnings proof, referral links) share: the
// ?edit=<id|new> switch between the list and the form, the field errors an action returned, and
// the list's load-error / empty / populated states.
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { CARD, EmptyState, ErrorNotice, PageHeader } from "~/components/ui/panel";
import { asActionResult, type FieldErrors } from "~/schemas/action-result";

/** The item being edited (?edit=<id>), or whether a new one is being added (?edit=new). */
export function useEditTarget<T extends { id: number }>(items: readonly T[]) {
  const [params] = useSearchParams();
  const editing = params.get("edit");
  const current =
    editing && editing !== "new" ? items.find((i) => String(i.id) === editing) : undefined;
  return { editing: editing === "new" || current !== undefined, current };
}

/** Field errors an admin action answered with its refusal (the ActionResult's `fields`). */
export function fieldErrorsOf(actionData: unknown): FieldErrors {
  return asActionResult(actionData)?.fields ?? {};
}

/** A list that may have failed to load (its message), be empty (`empty`), or show `children`. */
export function ListBody({
  loadError,
  count,
  empty,
  children,
}: {
  loadError: string | null;
  count: number;
  empty: string;
  children: React.ReactNode;
}) {
  return (
    <>
      {loadError ? <ErrorNotice>{loadError}</ErrorNotice> : null}
      {count === 0 && !loadError ? <EmptyState>{empty}</EmptyState> : children}
    </>
  );
}

/** A manager's list view: its title with the Add link (?edit=new), then the list's states. */
export function ListScreen({
  title,
  addLabel,
  ...list
}: { title: string; addLabel: string } & React.ComponentProps<typeof ListBody>) {
  return (
    <div className="space-y-6">
      <PageHeader title={title}>
        <Link to="?edit=new" className={buttonClass("primary")}>
          {addLabel}
        </Link>
      </PageHeader>
      <ListBody {...list} />
    </div>
  );
}

/** The add/edit form of a manager: a card with its title, the fields, Save and Cancel (back to
 * the list). `idValue` posts the edited item's id. */
export function EditForm({
  title,
  idValue,
  submitLabel = "Save",
  multipart = false,
  headingLevel = 1,
  children,
}: {
  title: string;
  idValue?: number;
  submitLabel?: string;
  multipart?: boolean;
  headingLevel?: 1 | 2;
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <Form
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      className={`max-w-xl space-y-4 ${CARD}`}
      noValidate
    >
      <Heading className="text-xl font-bold">{title}</Heading>
      {idValue !== undefined ? <input type="hidden" name="id" value={idValue} /> : null}
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : submitLabel}
        </Button>
        <Link to="." className={buttonClass("secondary")}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
