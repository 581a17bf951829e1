import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { type TestimonialRow } from "~/data/testimonials";

export function TestimonialForm({
  item,
  errors,
}: {
  item?: TestimonialRow;
  errors: Record<string, string>;
}) {
  const navigation = useNavigation();
  return (
    <Form
      method="post"
      className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      noValidate
    >
      <h1 className="text-xl font-bold">{item ? "Edit Testimonial" : "Add New Testimonial"}</h1>
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      <TextField
        label="Name"
        name="name"
        required
        defaultValue={item?.name}
        error={errors.name}
        maxLength={100}
      />
      <TextField
        label="Country"
        name="country"
        required
        defaultValue={item?.country}
        error={errors.country}
        maxLength={100}
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
      <TextAreaField
        label="Testimonial"
        name="text"
        required
        rows={5}
        defaultValue={item?.text}
        error={errors.text}
        maxLength={2000}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Saving…" : "Save"}
        </Button>
        <Link to="." className={buttonClass("secondary")}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
