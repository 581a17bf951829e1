import type { Route } from "./+types/preview";
import { getDb } from "~/data/db";
import { samplePreviewSchema } from "~/schemas/email";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { siteOrigin } from "~/server/http/origin.server";
import { renderSampleEmail } from "~/server/email/test-send.server";

// GET /admin/email-campaigns/preview?templateId=&language=&languageFilter=&countryFilter=&useTranslation=
// – the chosen template rendered for a sample contact in a language, as a campaign would send it.
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { env } = getWorker(context);
  const query = new URL(request.url).searchParams;
  const parsed = samplePreviewSchema.safeParse({
    ...Object.fromEntries(query),
    useTranslation: query.get("useTranslation") === "true",
  });
  if (!parsed.success) return { ok: false as const, error: parsed.error.issues[0]!.message };
  try {
    const email = await renderSampleEmail(
      env,
      getDb(env.DB),
      parsed.data,
      siteOrigin(request, env.PUBLIC_URL),
    );
    if (!email) return { ok: false as const, error: "Selected template not found" };
    return { ok: true as const, email };
  } catch (error) {
    console.error("campaign preview failed", error);
    return { ok: false as const, error: "The preview could not be rendered. Try again." };
  }
}
