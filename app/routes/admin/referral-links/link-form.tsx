import { EditForm } from "~/components/admin/list-screen";
import { bindFields, TextField } from "~/components/ui/field";
import { type ReferralLinkRow } from "~/data/referral-links";
import { DEFAULT_DISPLAY_LIMIT } from "~/domain/referral/rotation";
import type { FieldErrors } from "~/schemas/action-result";

export function LinkForm({ link, errors }: { link?: ReferralLinkRow; errors: FieldErrors }) {
  const field = bindFields(link, errors);
  return (
    <EditForm
      title={link ? "Edit Referral Link" : "Add Referral Link"}
      idValue={link?.id}
      submitLabel={link ? "Update Link" : "Add Link"}
      headingLevel={2}
    >
      <input type="hidden" name="intent" value="save" />
      <TextField label="Link URL" {...field("link")} type="url" required placeholder="https://" />
      <TextField label="Description" {...field("description")} />
      <TextField
        label="Display Limit"
        name="displayLimit"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        defaultValue={link?.displayLimit ?? DEFAULT_DISPLAY_LIMIT}
        hint="How many visitors this link is shown to before it is exhausted (at least 1)."
      />
      <div className="flex min-h-11 items-center gap-2">
        <input type="hidden" name="isActive" value="false" />
        <input
          id="link-active"
          type="checkbox"
          name="isActive"
          defaultChecked={link?.isActive ?? true}
          className="h-5 w-5 accent-emerald-600"
        />
        <label htmlFor="link-active" className="text-sm font-medium">
          Active
        </label>
      </div>
    </EditForm>
  );
}
