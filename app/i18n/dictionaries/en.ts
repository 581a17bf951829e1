// English: the source of every key. Keys start with their Translation Manager tab
// (general, homepage, join, earnings, presentations, slots, footer, testimonials).
// {name} style placeholders are filled at lookup time and must survive translation.
export const en = {
  "general.productName": "Waymark",
  "general.tagline": "Unofficial guide",
  "general.skipToContent": "Skip to main content",
  "general.nav.label": "Main navigation",
  "general.nav.home": "Home",
  "general.nav.join": "Join",
  "general.nav.earnings": "Earnings",
  "general.nav.slots": "Slots",
  "general.nav.presentations": "Presentations",
  "general.nav.assistant": "AI Assistant",
  "general.menu.toggle": "Menu",
  "general.language.label": "Language",
  "general.language.choose": "Choose a language",
  "general.language.changed": "Language changed to {language}",
  "general.toast.dismiss": "Dismiss notification",
  "general.notFound.title": "404",
  "general.notFound.message": "Oops! Page not found",
  "general.notFound.backHome": "Return to Home",
  "general.error.title": "Unexpected Application Error!",
  "general.error.message": "Something went wrong on our side. Please try again in a moment.",
  "general.page.preparing": "This page is being prepared. Please check back soon.",
  "general.joinNow": "Join Now",
  "general.opensInNewTab": "opens in a new tab",
  "general.copyLink": "Copy link",
  "general.copyFailed": "Failed to copy: {reason}",
  "homepage.referral.title": "Your referral link",
  "homepage.referral.description":
    "Register only through this link so that your sponsor is recorded. Open it in your wallet's built-in browser and tap Register Now.",
  "homepage.referral.fieldLabel": "Referral link",
  "footer.navLabel": "Footer",
  "footer.pagesHeading": "Pages",
  "footer.socialHeading": "Join the community",
  "footer.socialLink": "{network}: open the referral link",
  "footer.unofficial":
    "Waymark is an unofficial guide app. It is not run, approved or endorsed by the program it describes.",
  "footer.copyright": "© {year} Waymark. All rights reserved.",
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
