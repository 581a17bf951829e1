import type { ProofRow } from "~/data/earnings-proof";
import { ContentLanguageSelect } from "~/components/admin/language-select";
import { EditForm } from "~/components/admin/list-screen";
import type { ItemFormProps } from "~/components/admin/manager-screen";
import { bindFields, TextAreaField, TextField } from "~/components/ui/field";

/** A proof as the screen shows it: its row and where its image is served. */
export type Item = ProofRow & { src: string };

export function ProofForm({ item, errors }: ItemFormProps<Item>) {
  const field = bindFields(item, errors);
  return (
    <EditForm
      title={item ? "Edit Earnings Proof" : "Add Earnings Proof"}
      idValue={item?.id}
      multipart
    >
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
        {...field("description")}
        required
        rows={3}
        maxLength={500}
      />
      <ContentLanguageSelect
        value={item?.language}
        hint="The language of the description; visitors see proofs in their language first."
        error={errors.language}
      />
    </EditForm>
  );
}
