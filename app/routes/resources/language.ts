import { redirect } from "react-router";
import type { Route } from "./+types/language";
import { getLanguage, languageFromPath } from "~/i18n/languages";
import { languageSwitchTarget } from "~/i18n/language-redirect.server";
import { languageChoiceSchema } from "~/schemas/language";
import { languageCookie, setFlash } from "~/server/http/cookies.server";
import { requireSameOrigin } from "~/server/http/origin.server";

// POST /language – remember the visitor's language and show the same page in it.
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const form = Object.fromEntries(await request.formData());
  const parsed = languageChoiceSchema.safeParse(form);
  if (!parsed.success) throw redirect("/", 303);

  const { lang, path } = parsed.data;
  const headers = new Headers({ Location: languageSwitchTarget(lang, path) });
  headers.append("Set-Cookie", await languageCookie.serialize(lang));
  // Only a change of language earns the toast (spec section 2).
  if (languageFromPath(path.split(/[?#]/)[0]!) !== lang) {
    headers.append(
      "Set-Cookie",
      await setFlash({
        type: "success",
        key: "general.language.changed",
        vars: { language: getLanguage(lang).native },
        duration: 3000,
      }),
    );
  }
  return new Response(null, { status: 303, headers });
}

// GET /language has nothing to show.
export function loader() {
  return redirect("/");
}
