import { Form } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { findContactByToken } from "~/data/contacts";
import { getDb } from "~/data/db";
import { getWorker } from "~/server/context";

// GET /unsubscribe/:token – asks to confirm (a GET changes nothing).
export async function loader({ params, context }: Route.LoaderArgs) {
  const contact = await findContactByToken(getDb(getWorker(context).env.DB), params.token);
  return { known: !!contact, subscribed: contact?.subscribed ?? false, done: false };
}

// POST /unsubscribe/:token is answered by the Worker (workers/unsubscribe.ts).

export const meta: Route.MetaFunction = () => [{ title: "Unsubscribe | Waymark" }, { name: "robots", content: "noindex" }];

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const state = loaderData;
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Email preferences</h1>
      {!state.known ? (
        <p className="mt-4 text-slate-700">This unsubscribe link is not valid.</p>
      ) : state.done || !state.subscribed ? (
        <p className="mt-4 text-slate-700" role="status">You are unsubscribed. You will not receive campaign emails from us again.</p>
      ) : (
        <Form method="post" reloadDocument className="mt-6">
          <p className="text-slate-700">Stop receiving campaign emails at this address?</p>
          <button type="submit" className="mt-4 rounded-lg bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800">Unsubscribe</button>
        </Form>
      )}
    </main>
  );
}
