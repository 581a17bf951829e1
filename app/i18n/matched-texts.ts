// A page's texts, in components and in meta functions: the root's data holds the shell's texts,
// the page's loader its own (`texts`, issue 34; app/i18n/page-texts.ts says which).
import type { Messages } from "./dictionaries/en";

type Match = { loaderData?: unknown } | undefined;
type WithTexts = { texts?: Partial<Messages> } | null | undefined;

/** The texts of the deepest matched route that sends its own. */
export function pageTextsOf(matches: readonly Match[]): Partial<Messages> | undefined {
  return (matches.findLast((m) => (m?.loaderData as WithTexts)?.texts)?.loaderData as WithTexts)
    ?.texts;
}
