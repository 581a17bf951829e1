import type { Route } from "./+types/route";
import { AdminTable } from "~/components/admin/admin-table";
import { contentLanguageName } from "~/components/admin/language-select";
import { RowActions } from "~/components/admin/row-actions";
import { listTestimonials } from "~/data/testimonials";
import { getDb } from "~/data/db";
import { contentIdSchema, FILL_REQUIRED, testimonialInputSchema } from "~/schemas/content";
import {
  actionError,
  answer,
  attempt,
  fieldErrorsFrom,
  loadList,
  type Outcome,
} from "~/server/admin/action-results.server";
import { contentChange } from "~/server/content/content-change.server";
import {
  createTestimonial,
  deleteTestimonial,
  updateTestimonial,
} from "~/server/content/testimonials.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { TestimonialForm } from "./testimonial-form";
import { ManagerScreen } from "~/components/admin/manager-screen";

const PAGE = "/admin/testimonials";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return loadList("Failed to load testimonials", () =>
    listTestimonials(getDb(getWorker(context).env.DB)),
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, deps } = contentChange(context);
  const form = Object.fromEntries(await request.formData());
  const id = form.id ? contentIdSchema.safeParse(form.id) : null;
  if (id && !id.success)
    return actionError(
      { type: "error", title: "Invalid data", description: "Unknown testimonial." },
      400,
    );
  if (form.intent === "delete" && id)
    return change("Failed to delete testimonial", () => deleteTestimonial(deps, user, id.data));

  const parsed = testimonialInputSchema.safeParse(form);
  if (!parsed.success)
    return actionError(
      { type: "error", title: "Invalid data", description: FILL_REQUIRED },
      400,
      fieldErrorsFrom(parsed.error.issues),
    );
  if (id)
    return change("Failed to save testimonial", () =>
      updateTestimonial(deps, user, id.data, parsed.data),
    );
  return change("Failed to create testimonial", () => createTestimonial(deps, user, parsed.data));
}

/** A change's answer: back to the list with its toast, or "Error" with why (`failed` when the
 * change failed unexpectedly). */
function change(failed: string, run: () => Promise<Outcome<unknown>>) {
  return attempt({ type: "error", title: "Error", description: failed }, async () =>
    answer(await run(), { failure: "Error", redirectTo: PAGE }),
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Testimonials | Waymark Admin" }];

export default function TestimonialsManager({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ManagerScreen
      items={loaderData.items}
      actionData={actionData}
      form={TestimonialForm}
      title="Testimonials Manager"
      addLabel="Add New Testimonial"
      loadError={
        loaderData.loadError &&
        `${loaderData.loadError}. There was an error loading the testimonials.`
      }
      empty="No testimonials found. Add your first one."
    >
      <AdminTable
        label="Testimonials"
        rows={loaderData.items}
        testId="testimonial-row"
        actions={(t) => (
          <RowActions
            id={t.id}
            label={`testimonial by ${t.name}`}
            confirmText="Delete this testimonial?"
          />
        )}
        columns={[
          { header: "Name", cell: (t) => t.name, className: "font-medium" },
          {
            header: "Rating",
            cell: (t) => (
              <span role="img" aria-label={`${t.stars} out of 5 stars`} className="text-amber-500">
                {"★".repeat(t.stars)}
                <span className="text-slate-300">{"★".repeat(5 - t.stars)}</span>
              </span>
            ),
          },
          { header: "Country", cell: (t) => t.country },
          { header: "Language", cell: (t) => contentLanguageName(t.language) },
          {
            header: "Testimonial",
            cell: (t) => <p className="line-clamp-3 md:line-clamp-2">{t.text}</p>,
            className: "md:max-w-md",
          },
        ]}
      />
    </ManagerScreen>
  );
}
