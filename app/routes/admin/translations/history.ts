import { data } from "react-router";
import type { Route } from "./+types/history";
import { getDb } from "~/data/db";
import { isMessageKey } from "~/server/i18n/messages.server";
import { keyHistoryQuerySchema, restoreTextSchema } from "~/schemas/translations";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { answer, invalidInput } from "~/server/admin/action-results.server";
import { translatableLanguage } from "~/server/i18n/site-languages.server";
import { translationDeps } from "~/server/translation/deps.server";
import { loadKeyHistory, restoreKeyText } from "~/server/translation/history.server";

// GET /admin/translations/history?lang=&key= – a key's current and earlier texts (the Translation
// Manager's History dialog loads it); POST restores one (JSON: language, key, version).
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = keyHistoryQuerySchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const { env } = getWorker(context);
  if (
    !query.success ||
    !isMessageKey(query.data.key) ||
    !(await translatableLanguage(env, query.data.lang))
  )
    throw data("Unknown language or key.", { status: 400 });
  return loadKeyHistory(getDb(env.DB), query.data.lang, query.data.key);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context);
  const parsed = restoreTextSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error.issues, "Not restored");
  const deps = translationDeps(getWorker(context).env);
  return answer(await restoreKeyText(deps, user, parsed.data), { failure: "Not restored" });
}
