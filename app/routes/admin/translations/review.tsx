// Needs review (issue 21): machine translations no one has accepted yet, across languages, with
// Accept, Save (a corrected text) and Reject per text, and Accept all shown. The rules are in
// app/server/translation/review.server.ts, the queue in app/data/translation-review.ts.
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import type { Route } from "./+types/review";
import { ShowChoiceForm } from "~/components/admin/show-choice-form";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button, buttonClass } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import { EmptyState, ErrorNotice, Panel } from "~/components/ui/panel";
import { TranslationsSubpageHeader } from "./subpage-header";
import { getDb } from "~/data/db";
import { countReviewQueue, listReviewQueue, type ReviewItem } from "~/data/translation-review";
import { ENGLISH_MESSAGES, isMessageKey } from "~/server/i18n/messages.server";
import { languageCodeSchema, reviewActionSchema } from "~/schemas/translations";
import type { ActionResult } from "~/schemas/action-result";
import { answer, invalidInput, loadList } from "~/server/admin/action-results.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { translationDeps } from "~/server/translation/deps.server";
import { applyReviewAction } from "~/server/translation/review.server";
import { languageName } from "~/components/admin/language-name";

const PAGE_SIZE = 50;

/** A built-in or added language's code (an unknown one just finds nothing). */
const isCode = (value: string) => languageCodeSchema.safeParse(value).success;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const db = getDb(getWorker(context).env.DB);
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang");
  const language = lang && isCode(lang) ? lang : undefined;
  const [afterLang, afterKey] = (url.searchParams.get("after") ?? "").split(":");
  const after =
    afterLang && afterKey && isCode(afterLang)
      ? { language: afterLang, key: afterKey.slice(0, 120) }
      : undefined;
  const [page, counts] = await Promise.all([
    loadList("Failed to load the review queue", () =>
      listReviewQueue(db, { language, after, limit: PAGE_SIZE + 1 }),
    ),
    countReviewQueue(db).catch(() => []),
  ]);
  const items = page.items.slice(0, PAGE_SIZE).map((item) => ({
    ...item,
    english: isMessageKey(item.key) ? ENGLISH_MESSAGES[item.key] : "",
  }));
  const last = items.at(-1);
  return {
    items,
    loadError: page.loadError,
    counts,
    language: language ?? null,
    next: page.items.length > PAGE_SIZE && last ? `${last.language}:${last.key}` : null,
    first: after === undefined,
  };
}

const NOT_SAVED = "Not saved";

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context);
  const parsed = reviewActionSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error.issues, NOT_SAVED);
  const deps = translationDeps(getWorker(context).env);
  return answer(await applyReviewAction(deps, user, parsed.data), { failure: NOT_SAVED });
}

export const meta: Route.MetaFunction = () => [{ title: "Needs review | Waymark Admin" }];

export default function ReviewQueue({ loaderData }: Route.ComponentProps) {
  const { items, counts, language, next, first, loadError } = loaderData;
  const total = counts.reduce((n, c) => n + c.n, 0);
  const bulk = useFetcher<ActionResult>();
  useActionToast(bulk.data);
  return (
    <div className="space-y-6">
      <TranslationsSubpageHeader title="Needs review" />
      <p className="text-sm text-slate-600">
        Machine translations no one has accepted yet: {total.toLocaleString("en")} in all. Accept a
        text as it is, correct it and save, or reject it (the key then shows its text without the
        machine one: the site&apos;s own translation, else English).
      </p>
      <ShowChoiceForm
        label="Language"
        name="lang"
        value={language ?? ""}
        choices={[
          ["", `Every language (${total})`],
          ...counts.map((c): [string, string] => [
            c.language,
            `${languageName(c.language)} (${c.n})`,
          ]),
        ]}
        className="min-w-56"
      />
      {loadError ? <ErrorNotice>{loadError}</ErrorNotice> : null}
      {items.length === 0 && !loadError ? (
        <EmptyState>
          Nothing needs review. Machine translations show up here until accepted.
        </EmptyState>
      ) : null}
      {items.length > 0 ? (
        <Button
          variant="secondary"
          disabled={bulk.state !== "idle"}
          onClick={() =>
            void bulk.submit(
              {
                intent: "accept-all",
                items: items.map(({ language: l, key, text }) => ({ language: l, key, text })),
              },
              { method: "post", encType: "application/json" },
            )
          }
        >
          Accept all {items.length} shown
        </Button>
      ) : null}
      <ul className="space-y-4" aria-label="Machine translations to review">
        {items.map((item) => (
          <ReviewRow key={`${item.language}:${item.key}:${item.text}`} item={item} />
        ))}
      </ul>
      <nav aria-label="Pages" className="flex flex-wrap gap-3">
        {!first ? (
          <Link to={language ? `?lang=${language}` : "?"} className={buttonClass("secondary")}>
            First page
          </Link>
        ) : null}
        {next ? (
          <Link
            to={`?${new URLSearchParams({ ...(language ? { lang: language } : {}), after: next })}`}
            className={buttonClass("secondary")}
          >
            Next page
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

function ReviewRow({ item }: { item: ReviewItem & { english: string } }) {
  const fetcher = useFetcher<ActionResult>();
  const [text, setText] = useState(item.text);
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const name = languageName(item.language);
  const send = (intent: "accept" | "reject" | "edit") =>
    void fetcher.submit(
      { intent, language: item.language, key: item.key, text: item.text, edited: text },
      { method: "post", encType: "application/json" },
    );
  return (
    <li data-testid="review-item" data-key={`${item.language}:${item.key}`}>
      <Panel headingLevel={3} title={`${name}: ${item.key}`}>
        <p className="mt-2 text-sm text-slate-600">
          <span className="font-medium">English:</span>{" "}
          <span className="[overflow-wrap:anywhere]">{item.english}</span>
        </p>
        <TextAreaField
          label={`${name} text`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={Math.min(8, Math.max(2, Math.ceil(text.length / 60)))}
          lang={item.language}
          className="mt-3"
        />
        {fetcher.data && !fetcher.data.ok && !busy ? (
          <ErrorNotice className="mt-2">{fetcher.data.toast.description}</ErrorNotice>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {text === item.text ? (
            <Button disabled={busy} onClick={() => send("accept")}>
              Accept
            </Button>
          ) : (
            <Button disabled={busy} onClick={() => send("edit")}>
              Save as reviewed
            </Button>
          )}
          <Button variant="secondary" disabled={busy} onClick={() => send("reject")}>
            Reject
          </Button>
        </div>
      </Panel>
    </li>
  );
}
