// The add form of a content screen that lists its items under it (presentations, videos): a card
// with its heading, the item's title and language, the kind's own fields, and the submit button.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { CARD } from "~/components/ui/panel";
import { LanguageSelect } from "./language-select";

export function AddItemForm({
  heading,
  fields,
  busy,
  submit,
  multipart = false,
  noValidate = false,
  children,
}: {
  heading: string;
  /** The field errors of the last attempt. */
  fields: Record<string, string>;
  busy: boolean;
  submit: { label: string; busyLabel: string };
  multipart?: boolean;
  /** Leave the checks to the server, whose messages show beside the fields. */
  noValidate?: boolean;
  /** The fields after the title and the language. */
  children: React.ReactNode;
}) {
  return (
    <Form
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      className={`space-y-4 ${CARD}`}
      noValidate={noValidate}
    >
      <h2 className="text-lg font-semibold">{heading}</h2>
      <TextField label="Title" name="title" required maxLength={200} error={fields.title} />
      <LanguageSelect name="language" defaultValue="en" />
      {children}
      <Button type="submit" disabled={busy}>
        {busy ? submit.busyLabel : submit.label}
      </Button>
    </Form>
  );
}
