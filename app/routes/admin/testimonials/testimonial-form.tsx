import { ContentLanguageSelect } from "~/components/admin/language-select";
import { EditForm } from "~/components/admin/list-screen";
import type { ItemFormProps } from "~/components/admin/manager-screen";
import { bindFields, TextAreaField, TextField } from "~/components/ui/field";
import { type TestimonialRow } from "~/data/testimonials";

export function TestimonialForm({ item, errors }: ItemFormProps<TestimonialRow>) {
  const field = bindFields(item, errors);
  return (
    <EditForm title={item ? "Edit Testimonial" : "Add New Testimonial"} idValue={item?.id}>
      <TextField label="Name" {...field("name")} required maxLength={100} />
      <TextField label="Country" {...field("country")} required maxLength={100} />
      <ContentLanguageSelect
        value={item?.language}
        hint="Visitors see testimonials in their language first."
        error={errors.language}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Rating</legend>
        <div className="mt-1 flex gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex items-center gap-1 text-sm">
              <input
                type="radio"
                name="stars"
                value={n}
                defaultChecked={(item?.stars ?? 5) === n}
                className="accent-amber-500"
              />
              {n} {n === 1 ? "star" : "stars"}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField label="Testimonial" {...field("text")} required rows={5} maxLength={2000} />
    </EditForm>
  );
}
