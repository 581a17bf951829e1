import { redirect } from "react-router";
import type { Route } from "./+types/language";
import { getLanguage, isLanguageCode, siteLanguageFromPath } from "~/i18n/languages";
import { loadAddedLanguages, toSiteLanguage } from "~/server/i18n/site-languages.server";
import { getWorker } from "~/server/http/context";
import { languageSwitchTarget } from "~/server/i18n/language-redirect.server";
import { languageChoiceSchema } from "~/schemas/language";
import { languageCookie, setFlash } from "~/server/http/cookies.server";
import { requireSameOrigin } from "~/server/http/origin.server";

// POST /language – remember the visitor's language and show the same page in it.
export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const form = Object.fromEntries(await request.formData());
  const parsed = languageChoiceSchema.safeParse(form);
  if (!parsed.success) throw redirect("/", 303);

  const { lang, path } = parsed.data;
  // A built-in language, or an added one that is published (a hidden one is no choice).
  const added = await loadAddedLanguages(getWorker(context).env);
  const addedChoice = added.find((l) => l.code === lang && l.published);
  if (!isLanguageCode(lang) && !addedChoice) throw redirect("/", 303);
  const language = addedChoice ? toSiteLanguage(addedChoice) : getLanguage(lang as "en");
  const addedCodes = new Set(added.map((l) => l.code));
  const headers = new Headers({ Location: languageSwitchTarget(lang, path, addedCodes) });
  headers.append("Set-Cookie", await languageCookie.serialize(lang));
  // Only a change of language earns the toast (spec section 2).
  if (siteLanguageFromPath(path.split(/[?#]/)[0]!, addedCodes) !== lang) {
    headers.append(
      "Set-Cookie",
      await setFlash({
        type: "success",
        key: "general.language.changed",
        vars: { language: language.native },
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
