// Reading a request's cookies: no bindings, so pure modules, the Worker's hot path and Node
// scripts can all use it (app/server/http/cookies.server.ts re-exports it).

/** The value of one cookie in the request, or null. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}
