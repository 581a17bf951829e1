// The admin's upload form beside the upload guidelines (spec section 2, "Presentation Manager").
import { AddItemForm } from "~/components/admin/add-item-form";
import { TitledSection } from "~/components/titled-section";
import { TextField } from "~/components/ui/field";

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
      <AddItemForm
        heading="Upload a presentation"
        fields={fields}
        busy={uploading}
        submit={{ label: "Upload Presentation", busyLabel: "Uploading…" }}
        multipart
      >
        <TextField
          label="File"
          name="file"
          type="file"
          accept=".pdf,.ppt,.pptx,application/pdf,application/vnd.ms-powerpoint,application/vnd.openxmlformats-officedocument.presentationml.presentation"
          required
          hint={UPLOAD_HINT}
          error={fields.file}
        />
      </AddItemForm>
      <TitledSection
        id="guidelines"
        title="Upload guidelines"
        titleClassName="font-semibold text-slate-900"
        className="rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-700 shadow-sm"
      >
        <ul className="mt-3 list-disc space-y-1 ps-5">
          <li>PDF, PPT or PPTX, up to 10 MB. Files are checked by their content.</li>
          <li>Choose the language the slides are written in; visitors see their language first.</li>
          <li>The newest presentation of a language is its main presentation.</li>
          <li>Visitor uploads wait under “Waiting for review” until approved.</li>
        </ul>
      </TitledSection>
    </div>
  );
}
