import { servicesContext } from "~/context.server";
import { balanceReturn } from "~/features/payments/server/balance-return.server";
import { paymentDeps } from "~/features/payments/server/payment-deps.server";
import { errorFacts } from "~/lib/db-errors.server";
import { atAnswer, ORDER_ANCHORS } from "~/lib/order-answer";
import { methodNotAllowed, notFound, respond, unavailable } from "~/lib/json-answer.server";
import type { Route } from "./+types/payments-balance-return";

/**
 * POST /api/payments/balance-return?reference=…&t=…: a balance payment's result, posted by the
 * order page's checkout or by Razorpay's hosted page (from its own site: the signature, not the
 * origin, is what is trusted). Answers with the order page, told how the payment went.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return respond(methodNotAllowed("POST"));
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const form = await request.formData().catch(() => new FormData());
  const fields = Object.fromEntries(
    [...form.entries()].flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as const] : [])),
  );
  const reference = url.searchParams.get("reference") ?? "";
  const token = url.searchParams.get("t");
  try {
    const result = await balanceReturn(paymentDeps(services), { reference, token, fields });
    if (!result.found) return respond(notFound("Not found", "reference"));
    return new Response(null, { status: 303, headers: { Location: result.location } });
  } catch (error) {
    services.log.error({ err: errorFacts(error), operation: "balance return" }, "balance return failed");
    // A person is waiting: back to their order page, which shows the payment once it is settled
    // (the webhook and the reconciler do not depend on this request).
    if (services.orderLinks.verify(reference, token)) {
      const location = atAnswer(
        `${services.orderLinks.path(reference)}&balance=pending`,
        ORDER_ANCHORS.balance,
      );
      return new Response(null, { status: 303, headers: { Location: location } });
    }
    return respond(unavailable("We could not confirm the payment yet. Please wait."));
  }
}
