import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { ErrorPage } from "~/components/error-page";
import { notFoundMeta } from "~/i18n/page-meta";

// Any path no other route claims: the 404 page inside the site shell, with status 404.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);

export default function NotFound() {
  return <ErrorPage kind="not-found" />;
}
