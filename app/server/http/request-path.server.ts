/** The page a request is for: single-fetch data requests (/admin/videos.data?index) name the
 * same page as the document request (/admin/videos). */
export function pagePath(request: Request): { pathname: string; search: string } {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  url.searchParams.delete("index");
  url.searchParams.delete("_routes");
  return { pathname, search: url.searchParams.size ? `?${url.searchParams}` : "" };
}
