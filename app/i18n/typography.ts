// Typography a language needs beyond its words.

/** French puts a no-break space before ? ! ; (narrow) and : (full), so the sign never starts a
 * line. Applied to every French text the site shows, typed or machine-translated. */
export function frenchSpacing(text: string): string {
  return text.replace(/(\S) ([?!;])/g, "$1\u202F$2").replace(/(\S) :(?=\s|$)/g, "$1\u00A0:");
}
