// Writing the site's own cookies: every one HttpOnly, Secure and SameSite=Lax (the names carry
// `__Host-` where the path is /; see ./cookies.server.ts). No bindings, like ./read-cookie.ts.

/** The Set-Cookie value that keeps `value` for `maxAgeSeconds` (0 clears the cookie). */
export function cookieHeader(name: string, value: string, maxAgeSeconds: number, path = "/") {
  return `${name}=${value}; Path=${path}; HttpOnly; Secure; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}
