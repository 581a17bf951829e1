// What a signed-in member's page shows (issue 30): their personal link in every language the site
// offers, and for the chosen one its QR code and WhatsApp and Telegram share links with the site's
// share text in that language; their figures for the period asked (`?period=7|30|90`,
// app/server/analytics/member-figures.server.ts); their referral link, languages and status.
// Links are built from PUBLIC_URL (the request's origin outside production when it is unset).
import { renderSVG } from "uqr";
import type { Db } from "~/data/db";
import { getMember } from "~/data/members";
import { loadLinkFigures, memberPeriod } from "~/server/analytics/member-figures.server";
import { personalLink } from "~/domain/members/members";
import { telegramShareUrl, whatsappShareUrl } from "~/domain/referral/share-links";
import { LANGUAGES } from "~/i18n/languages";
import { publicOrigin, siteOrigin } from "~/server/http/origin.server";
import { publishedLanguages } from "~/server/i18n/site-languages.server";
import { getSiteMessages } from "~/server/i18n/site-messages.server";
import type { MemberSession } from "./session.server";

export async function loadMemberPage(
  deps: { db: Db; env: Env },
  session: MemberSession,
  request: Request,
  pageLang: string,
) {
  const member = await getMember(deps.db, session.id);
  if (!member || member.status === "removed") return null;
  const origin = publicOrigin(deps.env) ?? siteOrigin(request, deps.env.PUBLIC_URL);
  const languages = [...LANGUAGES, ...(await publishedLanguages(deps.env))];
  const links = languages.map((l) => ({
    code: l.code,
    name: l.native,
    link: personalLink(origin, l.code, member.code),
  }));
  const url = new URL(request.url);
  const wanted = url.searchParams.get("for") ?? pageLang;
  const chosen = links.find((l) => l.code === wanted) ?? links[0]!;
  const [messages, figures] = await Promise.all([
    getSiteMessages(deps.env, chosen.code),
    loadLinkFigures(deps.db, member.referralLinkId, memberPeriod(url)),
  ]);
  const text = messages["general.share.text"];
  return {
    member: {
      id: member.id,
      name: member.name,
      code: member.code,
      status: member.status,
      languages: member.languages,
      link: member.link,
      pendingLink: member.pendingLink,
    },
    links,
    figures,
    chosen: {
      ...chosen,
      qrSvg: renderSVG(chosen.link, { ecc: "M", border: 2 }),
      whatsapp: whatsappShareUrl(chosen.link, text),
      telegram: telegramShareUrl(chosen.link, text),
    },
  };
}

export type MemberPage = NonNullable<Awaited<ReturnType<typeof loadMemberPage>>>;
