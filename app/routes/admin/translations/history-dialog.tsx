// A key's History (issue 21): the stored text with who wrote it and when, the earlier ones, and
// the site's own text, each with Restore. Loads /admin/translations/history when opened.
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { formatDateTime } from "~/components/admin/format";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { ErrorNotice } from "~/components/ui/panel";
import type { SiteLanguage } from "~/i18n/languages";
import type { loader } from "./history";
import type { ActionResult } from "~/schemas/action-result";

export function HistoryDialog({
  language,
  keyName,
  onClose,
}: {
  language: SiteLanguage;
  keyName: string;
  onClose: () => void;
}) {
  const history = useFetcher<typeof loader>();
  const restorer = useFetcher<ActionResult>();
  const lang = language.code;
  const url = `/admin/translations/history?${new URLSearchParams({ lang, key: keyName })}`;

  useEffect(() => {
    void history.load(url);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per key
  }, [url]);
  useActionToast(restorer.state === "idle" ? restorer.data : undefined);
  useEffect(() => {
    if (restorer.state === "idle" && restorer.data?.ok) void history.load(url);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [restorer.data, restorer.state]);

  const restore = (version: number | "shipped") =>
    void restorer.submit(
      { language: lang, key: keyName, version },
      { method: "post", action: "/admin/translations/history", encType: "application/json" },
    );
  const data = history.data;
  const busy = restorer.state !== "idle";
  return (
    <Dialog title={`History: ${keyName}`} subtitle={language.name} onClose={onClose}>
      {!data ? (
        <p className="text-sm" aria-live="polite">
          Loading…
        </p>
      ) : (
        <div className="space-y-4 text-sm" data-testid="key-history">
          <p className="text-slate-600">English: {data.english}</p>
          <section aria-label="Now">
            <h3 className="font-semibold">Now</h3>
            {data.current ? (
              <Version
                text={data.current.text}
                lang={language.tag}
                by={data.current.writtenBy}
                at={data.current.writtenAt}
                note={data.current.source === "machine" && !data.current.reviewed ? "machine" : ""}
              />
            ) : (
              <p className="text-slate-600">The site&apos;s own text (nothing stored).</p>
            )}
          </section>
          <section aria-label="Earlier texts">
            <h3 className="font-semibold">Earlier texts</h3>
            {data.entries.length === 0 ? (
              <p className="text-slate-600">No earlier texts stored for this key.</p>
            ) : (
              <ol className="space-y-3">
                {data.entries.map((entry) => (
                  <li key={entry.id} className="rounded-md border border-slate-200 p-3">
                    <Version
                      text={entry.text}
                      lang={language.tag}
                      by={entry.writtenBy}
                      at={entry.writtenAt}
                      note={entry.source === "machine" && !entry.reviewed ? "machine" : ""}
                    />
                    <Button
                      variant="secondary"
                      className="mt-2"
                      disabled={busy || entry.text === data.current?.text}
                      onClick={() => restore(entry.id)}
                    >
                      Restore this text
                    </Button>
                  </li>
                ))}
              </ol>
            )}
          </section>
          {data.current && lang !== "en" ? (
            <section aria-label="The site's own text">
              <h3 className="font-semibold">The site&apos;s own text</h3>
              <p className="mt-1 whitespace-pre-line" lang={language.tag}>
                {data.shipped ?? `English: ${data.english}`}
              </p>
              <Button
                variant="secondary"
                className="mt-2"
                disabled={busy}
                onClick={() => restore("shipped")}
              >
                Restore the site&apos;s own text
              </Button>
            </section>
          ) : null}
          {restorer.data && !restorer.data.ok && !busy ? (
            <ErrorNotice>{restorer.data.toast.description}</ErrorNotice>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}

function Version({
  text,
  lang,
  by,
  at,
  note,
}: {
  text: string;
  lang: string;
  by: string | null;
  at: number;
  note: string;
}) {
  return (
    <div>
      <p className="[overflow-wrap:anywhere] whitespace-pre-line" lang={lang}>
        {text === "" ? <em>(cleared: English shown)</em> : text}
      </p>
      <p className="mt-1 text-xs text-slate-500">
        {note === "machine" ? "Machine translation, " : ""}
        {by ?? "an account since removed"}, {formatDateTime(at)}
      </p>
    </div>
  );
}
