// What an error boundary (the root's, the public site's) shows for what a route threw: the 404
// page for a not-found response, otherwise the generic error page. Anything but a response the
// app threw on purpose is logged.
import { isRouteErrorResponse } from "react-router";

export function errorPageKind(error: unknown): "not-found" | "unexpected" {
  if (!isRouteErrorResponse(error)) {
    console.error(error);
    return "unexpected";
  }
  return error.status === 404 ? "not-found" : "unexpected";
}
