// The 22 bundled dictionaries by language code. Shared by the server (app/server/i18n/messages.server.ts)
// and the build's preview images (scripts/build-images.ts), which Node runs without the app's
// bundler: hence the file extensions, and nothing but types imported besides the dictionaries.
// The Record type makes a language missing from this list a type error.
import type { LanguageCode } from "../languages.ts";
import { ar } from "./ar.ts";
import { bn } from "./bn.ts";
import { de } from "./de.ts";
import { el } from "./el.ts";
import { en, type Messages } from "./en.ts";
import { es } from "./es.ts";
import { fil } from "./fil.ts";
import { fr } from "./fr.ts";
import { hi } from "./hi.ts";
import { id } from "./id.ts";
import { ja } from "./ja.ts";
import { kn } from "./kn.ts";
import { ml } from "./ml.ts";
import { or } from "./or.ts";
import { ru } from "./ru.ts";
import { si } from "./si.ts";
import { ta } from "./ta.ts";
import { te } from "./te.ts";
import { ur } from "./ur.ts";
import { vi } from "./vi.ts";
import { zhCn } from "./zh-cn.ts";
import { zhTw } from "./zh-tw.ts";

export const DICTIONARIES: Record<LanguageCode, Messages> = {
  en,
  hi,
  te,
  ta,
  ar,
  "zh-cn": zhCn,
  "zh-tw": zhTw,
  fr,
  es,
  ru,
  bn,
  kn,
  ml,
  vi,
  de,
  el,
  or,
  si,
  ja,
  fil,
  id,
  ur,
};
