// One added language on the Languages screen: its state, and its Translate, Preview, Publish,
// Unpublish and Delete buttons (the screen's action makes each change).
import { Link } from "react-router";
import { IntentButton } from "~/components/admin/row-actions";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import { localizedPath } from "~/i18n/languages";

type AddedLanguageRow = {
  code: string;
  name: string;
  native: string;
  tag: string;
  dir: "ltr" | "rtl";
  published: boolean;
  missing: number;
};

/** A button that posts one intent for an added language, named "<its text>: <language>". */
function LanguageButton({
  language,
  children,
  ...rest
}: {
  language: { code: string; name: string };
  children: string;
} & Omit<React.ComponentProps<typeof IntentButton>, "id" | "idName" | "label" | "children">) {
  return (
    <IntentButton
      id={language.code}
      idName="code"
      label={`${children}: ${language.name}`}
      {...rest}
    >
      {children}
    </IntentButton>
  );
}

export function AddedLanguageCard({
  language,
  busy,
}: {
  language: AddedLanguageRow;
  busy: boolean;
}) {
  return (
    <Panel
      headingLevel={2}
      title={
        <span>
          {language.name}{" "}
          <span lang={language.tag} dir={language.dir}>
            ({language.native})
          </span>
        </span>
      }
      className="space-y-3"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <Badge tone={language.published ? "green" : "gray"}>
          {language.published ? "Public" : "Hidden"}
        </Badge>
        <span>
          {language.tag} · {language.dir === "rtl" ? "right to left" : "left to right"} ·{" "}
          {language.missing === 0 ? "every text translated" : `${language.missing} texts missing`}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={`/admin/translations?lang=${language.code}`} className={buttonClass("secondary")}>
          Translate texts
        </Link>
        <a
          href={localizedPath(language.code, "/")}
          target="_blank"
          rel="noreferrer"
          className={buttonClass("secondary")}
        >
          {language.published ? "Open site" : "Preview"}
        </a>
        {language.published ? (
          <LanguageButton intent="unpublish" language={language} disabled={busy}>
            Unpublish
          </LanguageButton>
        ) : (
          <>
            <LanguageButton
              intent="publish"
              language={language}
              variant="primary"
              disabled={busy || language.missing > 0}
            >
              Publish
            </LanguageButton>
            <LanguageButton
              intent="delete"
              language={language}
              confirmText={`Delete ${language.name} and all of its texts? This cannot be undone.`}
              variant="danger"
              disabled={busy}
            >
              Delete
            </LanguageButton>
          </>
        )}
      </div>
      {!language.published && language.missing > 0 ? (
        <p className="text-xs text-slate-500">
          Publish is offered once every text has a translation.
        </p>
      ) : null}
    </Panel>
  );
}
