import { data } from "react-router";
import { BackLink } from "~/components/preorder/back-link";
import PreorderFormIsland from "~/components/preorder/preorder-form.island";
import { PreorderSaved } from "~/components/preorder/preorder-saved";
import { requestContext, servicesContext } from "~/context.server";
import {
  formErrors,
  HONEYPOT_FIELD,
  RING_SIZE_FIELD,
  RING_SIZE_MESSAGE,
  ringSizesGiven,
  type FormErrors,
  type PreorderFormAnswer,
} from "~/features/preorder/contract";
import {
  ADD_GLASSES_INTENT,
  applyCartIntent,
  isFormField,
  parseCartIntent,
  readPreorderForm,
} from "~/features/preorder/form-fields";
import { postedFormKey, submitPreorder } from "~/features/preorder/server/submit.server";
import { isShippingCountry } from "~/content/countries";
import { parseItemsParam } from "~/lib/cart";
import { useRootData } from "~/lib/root-data";
import { staticPageMeta } from "~/lib/seo";
import { ISLAND_PAGE } from "~/lib/static-page";
import type { Route } from "./+types/page";

/** Sent without React Router's scripts: only the pre-order form hydrates, as a live island. */
export const handle = ISLAND_PAGE;

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Pre-Order Vue Glass",
  description:
    "Pre-order Vue Glass and accessories: pay a 20% booking now and the rest online before dispatch.",
});

/**
 * The products preselected by `?items=` (unknown ids ignored), so the first HTML shows them, and
 * the country the address starts with: the visitor's region, when the shop ships there.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { region } = context.get(requestContext);
  return {
    initialItems: parseItemsParam(new URL(request.url).searchParams.get("items")),
    country: isShippingCountry(region.country) ? region.country : "",
  };
}

/**
 * The form posted without JavaScript (with it, the page saves through /api/preorders and opens
 * the payment window itself). The same checks and the same save as the JSON API; a form that
 * cannot be stored comes back with what was typed and an error next to each field.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { region } = context.get(requestContext);
  const form = await request.formData().catch(() => new FormData());
  const posted = readPreorderForm(form);
  // A form without the country field (a page rendered before it existed) ships to the region's country.
  if (!form.has("country")) posted.values.country = region.country;
  const returned = (answer: Partial<Extract<PreorderFormAnswer, { status: "returned" }>>, status: number) =>
    data<PreorderFormAnswer>(
      {
        status: "returned",
        values: posted.values,
        items: posted.items,
        errors: {},
        formError: null,
        askGlasses: false,
        whatsappOptIn: posted.whatsappOptIn,
        ...answer,
      },
      { status },
    );

  if (posted.intent === ADD_GLASSES_INTENT) {
    const others = posted.items.filter((i) => i.id !== "glasses");
    return returned({ items: [{ id: "glasses", quantity: 1 }, ...others] }, 200);
  }
  // A cart button (select, remove, − or +) pressed without JavaScript: the cart changes, nothing is stored.
  const cartChange = parseCartIntent(posted.intent);
  if (cartChange) return returned({ items: applyCartIntent(posted.items, cartChange) }, 200);
  const errors: FormErrors = formErrors(posted.values);
  if (!ringSizesGiven(posted.items)) errors[RING_SIZE_FIELD] = RING_SIZE_MESSAGE;
  const formError = posted.items.length === 0 ? "Please select at least one product" : null;
  if (formError || Object.keys(errors).length > 0) return returned({ errors, formError }, 400);
  if (!posted.confirmedWithoutGlasses && !posted.items.some((i) => i.id === "glasses")) {
    return returned({ askGlasses: true }, 200);
  }

  const outcome = await submitPreorder(services, region, {
    body: {
      ...posted.values,
      items: posted.items,
      confirmedWithoutGlasses: posted.confirmedWithoutGlasses,
      whatsappOptIn: posted.whatsappOptIn,
      idempotencyKey: postedFormKey(posted, new Date()),
      [HONEYPOT_FIELD]: posted.honeypot,
    },
  });
  if (!outcome.ok) {
    const { error, field, status } = outcome;
    return isFormField(field)
      ? returned({ errors: { [field]: error } }, status)
      : returned({ formError: error }, status);
  }
  const { reference, amounts } = outcome.saved;
  return data<PreorderFormAnswer>({
    status: "saved",
    reference,
    orderPath: services.orderLinks.path(reference),
    amounts,
    country: posted.values.country || region.country,
  });
}

export default function Preorder({ loaderData, actionData }: Route.ComponentProps) {
  const { region, config, delivery } = useRootData();
  return (
    <div className="container-page pt-6 pb-20 md:pt-10">
      <BackLink />
      <header className="mt-6 mb-8 max-w-3xl md:mb-12">
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">Pre-order</p>
        <h1 className="mt-3 font-display text-headline font-semibold text-white">Reserve your Vue Glass.</h1>
        <p className="mt-4 text-lg leading-relaxed text-mist-300">
          Pay 20% now to hold your place in the delivery queue. The rest is paid online before dispatch.
        </p>
      </header>
      {actionData?.status === "saved" ? (
        <PreorderSaved answer={actionData} />
      ) : (
        <PreorderFormIsland
          initialItems={loaderData.initialItems}
          initialCountry={loaderData.country}
          returned={actionData}
          currency={region.currency}
          paymentsMode={config.paymentsMode}
          delivery={delivery}
        />
      )}
    </div>
  );
}
