// Capability: request plumbing shared by every capability. This module hands the Worker's bindings
// to loaders and actions. Beside it: cookies (./cookies.server.ts), same-origin checks for
// mutations (./origin.server.ts), security headers and the CSP nonce (./security-headers.server.ts,
// ./nonce.ts), HMAC signing of values handed out (./signing.server.ts), the page a request is for
// (./request-path.server.ts) and the HTML stream's last step (./hydrate-after-paint.server.ts).
// The Worker entry that uses them is workers/app.ts.
import { createContext, type RouterContextProvider } from "react-router";

/** What the Worker hands to every loader and action. */
export type WorkerContext = { env: Env; ctx: ExecutionContext };

export const workerContext = createContext<WorkerContext>();

export function getWorker(context: Readonly<RouterContextProvider>): WorkerContext {
  return context.get(workerContext);
}
