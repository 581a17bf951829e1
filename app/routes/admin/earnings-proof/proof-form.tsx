import type { ProofRow } from "~/data/earnings-proof";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";

/** A proof as the screen shows it: its row and where its image is served. */
export type Item = ProofRow & { src: string };

export function ProofForm({ item, errors }: { item?: Item; errors: Record<string, string> }) {
  const navigation = useNavigation();
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      noValidate
    >
      <h1 className="text-xl font-bold">{item ? "Edit Earnings Proof" : "Add Earnings Proof"}</h1>
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      {item ? (
        <div>
          <p className="text-sm font-medium text-slate-700">Current image</p>
          <img
            src={item.src}
            alt={item.description}
            width={320}
            height={240}
            className="mt-1 max-h-48 rounded border border-slate-200 object-contain"
          />
        </div>
      ) : null}
      <TextField
        label={item ? "Replace image (optional)" : "Image"}
        name="file"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        required={!item}
        hint="JPEG, PNG, WebP or GIF, up to 10 MB."
        error={errors.file}
      />
      <TextAreaField
        label="Description"
        name="description"
        required
        rows={3}
        defaultValue={item?.description}
        error={errors.description}
        maxLength={500}
      />
      <div className="flex gap-2">
        <Link to="." className={buttonClass("secondary")}>
          Cancel
        </Link>
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Saving…" : "Save"}
        </Button>
      </div>
    </Form>
  );
}
