import { createCookie } from "react-router";
import { flashSchema, type Flash } from "~/schemas/flash";

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The visitor's chosen language, remembered so a bare "/" does not second-guess it. */
export const languageCookie = createCookie("wm_lang", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: true,
  maxAge: ONE_YEAR,
});

/** A one-shot toast shown after a redirect (see app/schemas/flash.ts). */
export const flashCookie = createCookie("wm_flash", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: true,
  maxAge: 60,
});

export async function readFlash(request: Request): Promise<Flash | null> {
  const raw = await flashCookie.parse(request.headers.get("Cookie"));
  const parsed = flashSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function setFlash(flash: Flash): Promise<string> {
  return flashCookie.serialize(flash);
}

export function clearFlash(): Promise<string> {
  return flashCookie.serialize("", { maxAge: 0 });
}
