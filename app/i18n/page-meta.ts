import type { MetaDescriptor } from "react-router";
import { en, type MessageKey, type Messages } from "./dictionaries/en";
import { interpolate } from "./translate";

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/** The messages the root loader chose, for meta functions (which have no React context). */
export function messagesFromMatches(matches: readonly MetaMatch[]): Messages {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    | { messages?: Messages }
    | undefined;
  return root?.messages ?? en;
}

/** "<Page> | Waymark" in the page's language. */
export function pageMeta(matches: readonly MetaMatch[], titleKey: MessageKey): MetaDescriptor[] {
  const m = messagesFromMatches(matches);
  return [{ title: `${interpolate(m[titleKey])} | ${m["general.productName"]}` }];
}

export function notFoundMeta(matches: readonly MetaMatch[]): MetaDescriptor[] {
  return [...pageMeta(matches, "general.notFound.message"), { name: "robots", content: "noindex" }];
}
