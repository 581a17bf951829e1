// The member's referral link (a change applies at once or waits for the operator) and the
// languages they can support. Each form names the member it acts for; the server refuses any
// other.
import { Form, useNavigation } from "react-router";
import { useI18n } from "~/components/i18n-provider";
import { buttonClass } from "~/components/ui/button";
import type { MemberPage } from "~/server/members/page.server";
import { LanguageCheckboxes } from "~/components/language-checkboxes";
import { MemberAnswer, MemberField } from "./member-form-parts";
import { resultFor } from "./say";
import { TitledSection } from "~/components/titled-section";

export function MemberSettings({ page, result }: { page: MemberPage; result: unknown }) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const { member } = page;
  return (
    <TitledSection
      id="member-settings-title"
      title={t("general.member.settingsTitle")}
      className="space-y-6"
    >
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="link" />
        <input type="hidden" name="member" value={member.id} />
        <MemberField
          id="member-referral-link"
          label={t("general.member.referralLinkLabel")}
          name="link"
          type="url"
          required
          maxLength={2000}
          defaultValue={member.link ?? ""}
          dir="ltr"
        />
        {member.pendingLink ? (
          <p className="text-sm text-amber-900">
            {t("general.member.linkPending", { link: member.pendingLink })}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          {t("general.member.saveLink")}
        </button>
        <MemberAnswer answer={resultFor(result, "link")} />
      </Form>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="languages" />
        <input type="hidden" name="member" value={member.id} />
        <LanguageCheckboxes
          legend={t("general.member.languagesLabel")}
          languages={page.links.map((l) => ({ code: l.code, label: l.name }))}
          checked={member.languages}
        />
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          {t("general.member.saveLanguages")}
        </button>
        <MemberAnswer answer={resultFor(result, "languages")} />
      </Form>
    </TitledSection>
  );
}
