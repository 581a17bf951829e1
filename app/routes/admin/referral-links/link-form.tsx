import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { type ReferralLinkRow } from "~/data/referral-links";
import { DEFAULT_DISPLAY_LIMIT } from "~/domain/rotation";

export function LinkForm({
  link,
  errors,
}: {
  link?: ReferralLinkRow;
  errors: Record<string, string>;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  return (
    <Form
      method="post"
      className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      noValidate
    >
      <h2 className="text-lg font-semibold">{link ? "Edit Referral Link" : "Add Referral Link"}</h2>
      <input type="hidden" name="intent" value="save" />
      {link ? <input type="hidden" name="id" value={link.id} /> : null}
      <TextField
        label="Link URL"
        name="link"
        type="url"
        required
        defaultValue={link?.link}
        error={errors.link}
        placeholder="https://"
      />
      <TextField
        label="Description"
        name="description"
        defaultValue={link?.description}
        error={errors.description}
      />
      <TextField
        label="Display Limit"
        name="displayLimit"
        type="number"
        min={1}
        step={1}
        defaultValue={link?.displayLimit ?? DEFAULT_DISPLAY_LIMIT}
        hint="How many visitors this link is shown to before it is exhausted (at least 1)."
      />
      <div className="flex items-center gap-2">
        <input type="hidden" name="isActive" value="false" />
        <input
          id="link-active"
          type="checkbox"
          name="isActive"
          defaultChecked={link?.isActive ?? true}
          className="h-4 w-4 accent-emerald-600"
        />
        <label htmlFor="link-active" className="text-sm font-medium">
          Active
        </label>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : link ? "Update Link" : "Add Link"}
        </Button>
        <Link to="." className={buttonClass("secondary")}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
