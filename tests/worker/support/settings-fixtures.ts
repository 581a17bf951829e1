// The Settings form as the tests post it.

/** The Settings form's required fields, filled in; a test adds the fields it is about. */
export const SETTINGS_FORM = {
  referralLink: "https://example.com/r",
  youtubeDefaultId: "",
  senderName: "Waymark",
  senderEmail: "a@example.com",
  postalAddress: "1 Road",
};
