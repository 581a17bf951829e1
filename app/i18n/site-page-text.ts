// The dictionary keys that title and describe each public page: its <title>, description and
// Open Graph tags (page-meta.ts), and the words on its link-preview image, drawn at build time
// by scripts/build-images.ts (which is why this file imports nothing but types).
import type { MessageKey } from "./dictionaries/en";

export const SITE_PAGE_TEXT = {
  "/": { titleKey: "homepage.hero.title", descriptionKey: "general.meta.description" },
  "/join": { titleKey: "join.title", descriptionKey: "general.meta.joinDescription" },
  "/earnings": { titleKey: "earnings.title", descriptionKey: "general.meta.earningsDescription" },
  "/slots": { titleKey: "slots.title", descriptionKey: "general.meta.slotsDescription" },
  "/presentations": {
    titleKey: "presentations.title",
    descriptionKey: "general.meta.presentationsDescription",
  },
  "/assistant": {
    titleKey: "general.nav.assistant",
    descriptionKey: "general.meta.assistantDescription",
  },
} as const satisfies Record<string, { titleKey: MessageKey; descriptionKey: MessageKey }>;

export type SitePagePath = keyof typeof SITE_PAGE_TEXT;
