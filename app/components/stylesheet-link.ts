// How a route links a stylesheet: with a precedence, so React puts it in the head once and in the
// order the routes render (the admin layout's classes after the root's public stylesheet).
export const stylesheetLink = (href: string) => ({
  rel: "stylesheet",
  href,
  precedence: "default",
});
