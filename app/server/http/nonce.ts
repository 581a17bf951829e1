import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/** The request's CSP nonce, set by the Worker for the server render. */
export const nonceContext = createContext<string | null>(null);

/** The same nonce for React components (the root layout's <Scripts>). Empty in the browser. */
export const NonceContext = createReactContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
