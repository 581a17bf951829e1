// The client entry: React Router's default one, except that React DOM's client is set up, and
// hydration started, in a task after the one that evaluates the page's modules. On a slow phone
// one long task after the first paint becomes two shorter ones (issue 34; decision 0058). In the
// build, `require` (resolved by the bundler) runs React DOM's client module where it is called,
// from the framework's file (vite.config.ts); the dev server has no `require`, and imports it.
import { createElement, startTransition, StrictMode } from "react";
import type * as ReactDomClient from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

declare const require: (id: "react-dom/client") => typeof ReactDomClient;

function hydrate({ hydrateRoot }: typeof ReactDomClient) {
  startTransition(() => {
    hydrateRoot(document, createElement(StrictMode, null, createElement(HydratedRouter)));
  });
}

setTimeout(() => {
  if (import.meta.env.DEV) void import("react-dom/client").then(hydrate);
  else hydrate(require("react-dom/client"));
});
