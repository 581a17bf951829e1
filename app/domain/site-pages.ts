import type { MessageKey } from "~/i18n/dictionaries/en";

/** The public pages in the header's order (spec section 2). */
export const SITE_PAGES = [
  { path: "/", label: "general.nav.home" },
  { path: "/join", label: "general.nav.join" },
  { path: "/earnings", label: "general.nav.earnings" },
  { path: "/slots", label: "general.nav.slots" },
  { path: "/presentations", label: "general.nav.presentations" },
  { path: "/assistant", label: "general.nav.assistant" },
] as const satisfies readonly { path: string; label: MessageKey }[];

/** The footer's links: home, join, earnings, slots, assistant (spec section 2). */
export const FOOTER_PAGES = SITE_PAGES.filter((p) => p.path !== "/presentations");
