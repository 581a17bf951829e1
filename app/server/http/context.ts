import { createContext, type RouterContextProvider } from "react-router";

/** What the Worker hands to every loader and action. */
export type WorkerContext = { env: Env; ctx: ExecutionContext };

export const workerContext = createContext<WorkerContext>();

export function getWorker(context: Readonly<RouterContextProvider>): WorkerContext {
  return context.get(workerContext);
}
