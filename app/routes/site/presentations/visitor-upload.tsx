import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useI18n } from "~/components/i18n-provider";
import { TitledSection } from "~/components/titled-section";
import { MAX_UPLOAD_BYTES } from "~/domain/formats/file-types";
import type { MessageKey } from "~/i18n/dictionaries/en";
import { LANGUAGES } from "~/i18n/languages";

/** One labelled control of the upload form. */
function UploadField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

export function VisitorUpload({
  error,
  field,
}: {
  error: MessageKey | null;
  field: string | null;
}) {
  const { t, lang } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // The browser mirrors the server's size check, so a visitor hears it before a long upload.
  const [tooLarge, setTooLarge] = useState(false);
  const message = tooLarge ? t("presentations.upload.tooLarge") : error ? t(error) : null;
  return (
    <TitledSection
      id="upload-title"
      title={t("presentations.upload.title")}
      className="mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <p className="mt-1 text-sm text-slate-600">{t("presentations.upload.intro")}</p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          const file = (e.currentTarget.elements.namedItem("file") as HTMLInputElement | null)
            ?.files?.[0];
          if (file && file.size > MAX_UPLOAD_BYTES) {
            e.preventDefault();
            setTooLarge(true);
          }
        }}
      >
        <UploadField id="upload-title-field" label={t("presentations.upload.titleLabel")}>
          <input
            id="upload-title-field"
            name="title"
            required
            maxLength={200}
            aria-invalid={field === "title" || undefined}
            aria-describedby={field === "title" ? "upload-error" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </UploadField>
        <UploadField id="upload-language" label={t("presentations.upload.languageLabel")}>
          <select
            id="upload-language"
            name="language"
            defaultValue={lang}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.tag}>
                {l.native}
              </option>
            ))}
          </select>
        </UploadField>
        <UploadField
          id="upload-file"
          label={t("presentations.upload.fileLabel")}
          className="sm:col-span-2"
        >
          <input
            id="upload-file"
            name="file"
            type="file"
            required
            accept=".pdf,.ppt,.pptx"
            onChange={() => setTooLarge(false)}
            aria-invalid={field === "file" || tooLarge || undefined}
            aria-describedby="upload-hint"
            className="mt-1 block w-full text-sm"
          />
          <p id="upload-hint" className="mt-1 text-xs text-slate-500">
            {t("presentations.upload.hint")}
          </p>
        </UploadField>
        {message ? (
          <p
            id="upload-error"
            role="alert"
            className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2"
          >
            {message}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
          >
            {busy ? t("presentations.upload.sending") : t("presentations.upload.submit")}
          </button>
        </div>
      </Form>
    </TitledSection>
  );
}
