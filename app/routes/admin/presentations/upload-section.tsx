// The admin's upload form beside the upload guidelines (spec section 2, "Presentation Manager").
import { Form } from "react-router";
import { LanguageSelect } from "~/components/admin/language-select";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { CARD } from "~/components/ui/panel";

export const UPLOAD_HINT = "PDF, PPT, PPTX (max 10MB)";

export function UploadSection({
  fields,
  uploading,
}: {
  fields: Record<string, string>;
  uploading: boolean;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <Form method="post" encType="multipart/form-data" className={`space-y-4 ${CARD}`}>
        <h2 className="text-lg font-semibold">Upload a presentation</h2>
        <TextField label="Title" name="title" required maxLength={200} error={fields.title} />
        <LanguageSelect name="language" defaultValue="en" />
        <TextField
          label="File"
          name="file"
          type="file"
          accept=".pdf,.ppt,.pptx,application/pdf,application/vnd.ms-powerpoint,application/vnd.openxmlformats-officedocument.presentationml.presentation"
          required
          hint={UPLOAD_HINT}
          error={fields.file}
        />
        <Button type="submit" disabled={uploading}>
          {uploading ? "Uploading…" : "Upload Presentation"}
        </Button>
      </Form>
      <section
        aria-labelledby="guidelines"
        className="rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-700 shadow-sm"
      >
        <h2 id="guidelines" className="font-semibold text-slate-900">
          Upload guidelines
        </h2>
        <ul className="mt-3 list-disc space-y-1 ps-5">
          <li>PDF, PPT or PPTX, up to 10 MB. Files are checked by their content.</li>
          <li>Choose the language the slides are written in; visitors see their language first.</li>
          <li>The newest presentation of a language is its main presentation.</li>
          <li>Visitor uploads wait under “Waiting for review” until approved.</li>
        </ul>
      </section>
    </div>
  );
}
