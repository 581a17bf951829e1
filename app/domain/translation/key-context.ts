// Where a translation key appears on the public site (issue 21, "context for translators"): the
// page and the section, from the key's name, so the Translation Manager can say it and link to
// that page in the language being edited. Keys are named page.section.item (CONTRIBUTING, "Add a
// dictionary key"); "general" keys belong to the frame every page shares.
import type { SitePagePath } from "../site/pages";

export type KeyContext = {
  /** What a translator reads: "Join page, steps". */
  description: string;
  /** A public page that shows the key, or null for texts no single page shows (emails). */
  page: SitePagePath | null;
};

const PAGE_OF_PREFIX: Record<string, { name: string; page: SitePagePath }> = {
  homepage: { name: "Home page", page: "/" },
  join: { name: "Join page", page: "/join" },
  earnings: { name: "Income plan page", page: "/earnings" },
  slots: { name: "Slots page", page: "/slots" },
  presentations: { name: "Presentations page", page: "/presentations" },
  footer: { name: "Footer of every page", page: "/" },
};

/** Sections of "general" keys that one page or none shows. */
const GENERAL_SECTIONS: Record<string, KeyContext> = {
  chat: {
    description: "Assistant (the chat on every page and the Assistant page)",
    page: "/assistant",
  },
  unsubscribe: { description: "Unsubscribe page reached from campaign emails", page: null },
  notFound: { description: "Page-not-found screen", page: null },
  offline: { description: "Offline page (shown without a connection)", page: null },
  meta: { description: "Titles and descriptions for search engines and link previews", page: "/" },
  fileLink: { description: "Expired file link page", page: null },
  error: { description: "Error screen (when a page cannot be shown)", page: null },
  member: {
    description: "Member page (/member: a member's personal links and figures) and member emails",
    page: null,
  },
  signup: {
    description:
      "Email updates signup and its emails (every page's footer, once turned on in Settings)",
    page: null,
  },
};

/** Words of a camelCase key part: "stickyCta" -> "sticky cta". */
const words = (part: string) => part.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

export function keyContext(key: string): KeyContext {
  const [prefix = "", section = "", item = ""] = key.split(".");
  const page = PAGE_OF_PREFIX[prefix];
  if (page) return { description: `${page.name}, ${words(section)}`, page: page.page };
  if (prefix === "general") {
    if (section === "chat" && item === "kb")
      return { description: "Assistant's answers (knowledge base)", page: "/assistant" };
    return (
      GENERAL_SECTIONS[section] ?? {
        description: `Every page: ${words(section)} (header, menus, buttons and notices)`,
        page: "/",
      }
    );
  }
  return { description: "Site-wide text", page: null };
}
