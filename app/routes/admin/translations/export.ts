import { data } from "react-router";
import type { Route } from "./+types/export";
import { getDb } from "~/data/db";
import { translationFileName } from "~/domain/translation/files";
import { exportTranslationsSchema } from "~/schemas/translations";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { translatableLanguage, UNKNOWN_LANGUAGE } from "~/server/i18n/site-languages.server";
import { exportTranslationFile } from "~/server/translation/translation-files.server";

// GET /admin/translations/export?lang=hi&format=xliff|json – one language's texts as a file for a
// translator: the English source, the current text and its state per key.
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = exportTranslationsSchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!query.success) throw data(query.error.issues[0]!.message, { status: 400 });
  const { lang, format } = query.data;
  const { env } = getWorker(context);
  if (!(await translatableLanguage(env, lang))) throw data(UNKNOWN_LANGUAGE, { status: 404 });
  const body = await exportTranslationFile(getDb(env.DB), lang, format);
  return new Response(body, {
    headers: {
      "Content-Type":
        format === "json"
          ? "application/json; charset=utf-8"
          : "application/xliff+xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${translationFileName(lang, format)}"`,
      "Cache-Control": "no-store",
    },
  });
}
