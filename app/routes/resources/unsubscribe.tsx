import { Form } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { findContactByToken } from "~/data/contacts";
import { getDb } from "~/data/db";
import { getWorker } from "~/server/http/context";
import { unsubscribeLanguage } from "~/server/email/unsubscribe-language.server";

// GET /unsubscribe/:token – asks to confirm, in the contact's language (a GET changes nothing).
// The POST is answered by the Worker (workers/unsubscribe.ts).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = getWorker(context);
  const contact = await findContactByToken(getDb(env.DB), params.token);
  const { t, language } = await unsubscribeLanguage(env, request, contact);
  return {
    tag: language.tag,
    dir: language.dir,
    state: !contact
      ? ("invalid" as const)
      : contact.subscribed
        ? ("confirm" as const)
        : ("done" as const),
    text: {
      title: t["general.unsubscribe.title"],
      confirm: t["general.unsubscribe.confirm"],
      button: t["general.unsubscribe.button"],
      done: t["general.unsubscribe.done"],
      invalid: t["general.unsubscribe.invalid"],
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.text.title ?? "Email preferences"} | Waymark` },
  { name: "robots", content: "noindex" },
];

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const { text, state, tag, dir } = loaderData;
  return (
    <main id="main" lang={tag} dir={dir} className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{text.title}</h1>
      {state === "invalid" ? (
        <p className="mt-4 text-slate-700">{text.invalid}</p>
      ) : state === "done" ? (
        <p className="mt-4 text-slate-700" role="status">
          {text.done}
        </p>
      ) : (
        <Form method="post" reloadDocument className="mt-6">
          <p className="text-slate-700">{text.confirm}</p>
          <button
            type="submit"
            className="mt-4 rounded-lg bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800"
          >
            {text.button}
          </button>
        </Form>
      )}
    </main>
  );
}
