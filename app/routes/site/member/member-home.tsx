// A signed-in member's page: greeting, their personal links, their figures, their link and
// languages, sign out. A member whose link was deleted from the pool is told so: their code gives
// visitors a pool link until they set a new one (which joins the pool).
import { Form } from "react-router";
import { useI18n } from "~/components/i18n-provider";
import { buttonClass } from "~/components/ui/button";
import type { MemberPage } from "~/server/members/page.server";
import { MemberFigures } from "./member-figures";
import { MemberLinks } from "./member-links";
import { MemberSettings } from "./member-settings";

export function MemberHome({ page, result }: { page: MemberPage; result: unknown }) {
  const { t } = useI18n();
  return (
    <div className="space-y-10" data-testid="member-home">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          {t("general.member.greeting", { name: page.member.name })}
        </h1>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out" />
          <button type="submit" className={buttonClass("secondary")}>
            {t("general.member.signOut")}
          </button>
        </Form>
      </header>
      {page.member.status === "paused" ? (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {t("general.member.paused")}
        </p>
      ) : null}
      {page.member.link === null ? (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {t("general.member.noLink")}
        </p>
      ) : null}
      <MemberLinks page={page} />
      <MemberFigures page={page} />
      <MemberSettings page={page} result={result} />
    </div>
  );
}
