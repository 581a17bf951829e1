// Add or edit a member: name, email, code, languages, and their pool link (a new one that joins
// the pool or, when adding, one already in it; when editing, a new URL for their link, or a new
// link that joins the pool when theirs was deleted).
import { EditForm } from "~/components/admin/list-screen";
import { bindFields, SelectField, TextField } from "~/components/ui/field";
import type { MemberRow } from "~/data/members";
import { MEMBER_CODE_MAX } from "~/domain/members/code";
import type { SiteLanguage } from "~/i18n/languages";
import { LanguageCheckboxes } from "~/components/language-checkboxes";
import { languageOptions } from "./language-options";

export function MemberForm({
  member,
  freeLinks,
  addedLanguages,
  errors,
}: {
  member?: MemberRow;
  freeLinks: { id: number; link: string; isActive: boolean }[];
  addedLanguages: SiteLanguage[];
  errors: Record<string, string>;
}) {
  const field = bindFields(member, errors);
  return (
    <EditForm
      title={member ? `Edit ${member.name}` : "Add member"}
      idValue={member?.id}
      submitLabel={member ? "Save member" : "Add member"}
      headingLevel={2}
    >
      <input type="hidden" name="intent" value={member ? "update" : "add"} />
      <TextField label="Name" {...field("name")} required maxLength={100} />
      <TextField label="Email" {...field("email")} type="email" required maxLength={254} />
      <TextField
        label="Personal code"
        {...field("code")}
        required
        maxLength={MEMBER_CODE_MAX}
        hint="Letters, digits and dashes, 3 to 32 characters (for example team-7). Their links are /?via=<code>."
      />
      <LanguageCheckboxes
        legend="Languages they support"
        languages={languageOptions(addedLanguages)}
        checked={member?.languages ?? []}
        error={errors.languages}
      />
      {member?.link ? (
        <TextField
          label="New referral link (leave empty to keep it)"
          name="link"
          type="url"
          placeholder={member.link}
          error={errors.link}
        />
      ) : member ? (
        <TextField
          label="Their referral link (joins the pool)"
          name="link"
          type="url"
          placeholder="https://"
          hint="Their link was deleted from the pool: until one is set, their code gives visitors a pool link."
          error={errors.link}
        />
      ) : (
        <NewMemberLink freeLinks={freeLinks} errors={errors} />
      )}
    </EditForm>
  );
}

function NewMemberLink({
  freeLinks,
  errors,
}: {
  freeLinks: { id: number; link: string; isActive: boolean }[];
  errors: Record<string, string>;
}) {
  return (
    <>
      <TextField
        label="Their referral link (joins the pool)"
        name="link"
        type="url"
        placeholder="https://"
        error={errors.link}
      />
      {freeLinks.length > 0 ? (
        <SelectField
          label="Or a link already in the pool"
          name="referralLinkId"
          defaultValue=""
          error={errors.referralLinkId}
        >
          <option value="">None: use the link above</option>
          {freeLinks.map((l) => (
            <option key={l.id} value={l.id}>
              {l.link}
              {l.isActive ? "" : " (inactive)"}
            </option>
          ))}
        </SelectField>
      ) : null}
    </>
  );
}
