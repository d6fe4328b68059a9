import { useEffect, useRef } from "react";
import type { ProductId } from "~/content/catalogue";
import { toast } from "~/components/toast/toast";
import { scrollToId } from "~/lib/anchor-scroll";
import type { PaymentProvider } from "~/lib/payment-provider";
import type { Currency } from "~/lib/regions";
import type { DeliveryWords } from "~/lib/root-data";
import { RING_SIZE_FIELD, type PreorderFormAnswer } from "~/features/preorder/contract";
import { fieldId, FORM_INPUTS, itemValue } from "~/features/preorder/form-fields";
import { usePreorderSubmit, type PreorderPageMoves } from "~/features/preorder/client/use-preorder-submit";
import { showCartCount } from "~/components/cart-badge-dom";
import { cartCount } from "~/lib/cart";
import { enhanceBackLink } from "./back-link";
import { MobileTotals } from "./cart-summary";
import { CheckoutAside } from "./checkout-aside";
import { AddGlassesDialog, ThankYouDialog } from "./preorder-dialogs";
import { PreorderFormFields } from "./preorder-form-fields";
import { productCardId, PRODUCTS_SECTION_ID, ProductSelector } from "./product-selector";
import { VoiceRecorder } from "./voice-recorder";

/** Scrolling, focus and toasts, which the page owns: the hook says when, the page knows where and how. */
const moves: PreorderPageMoves = {
  toast,
  goToProducts(id) {
    scrollToId(id ? productCardId(id) : PRODUCTS_SECTION_ID);
    const target = id
      ? document.querySelector<HTMLElement>(`#${productCardId(id)} button[aria-pressed]`)
      : document.getElementById("products-heading");
    target?.focus({ preventScroll: true });
  },
  focusField: (field) => document.getElementById(fieldId(field))?.focus(),
};

/** What the pre-order island is given by the page (JSON: the server writes it into the HTML). */
export interface PreorderFlowProps {
  initialItems: ProductId[];
  /** The country the address starts with: the visitor's region ("" when the shop does not ship there). */
  initialCountry: string;
  /** The form as the page's action returned it (posted without JavaScript). */
  returned?: Extract<PreorderFormAnswer, { status: "returned" }> | undefined;
  /** The visitor's currency, decided by the server for this request. */
  currency: Currency;
  paymentsMode: PaymentProvider;
  delivery: DeliveryWords;
}

/**
 * The whole pre-order form: products, summary, details, voice note, then save → payment → callback
 * (usePreorderSubmit). A live island: it knows no router, only its props. Without JavaScript (or
 * before the island hydrates) the same form posts to the page's action: the hidden inputs carry
 * the products, and what the action returns fills the form again.
 */
export function PreorderFlow({
  initialItems,
  initialCountry,
  returned,
  currency,
  paymentsMode,
  delivery,
}: PreorderFlowProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const flow = usePreorderSubmit({
    initialItems,
    initialCountry,
    returned,
    currency,
    paymentsMode,
    formRef,
    moves,
  });
  useEffect(enhanceBackLink, []);
  const { state, quote, busy } = flow;
  // The header is server HTML outside the island: its count follows the cart from here.
  const count = cartCount(state.cart);
  useEffect(() => showCartCount(count), [count]);
  const { submit } = state;
  const thankYouOpen = submit.step === "paid" || submit.step === "payment-failed";

  return (
    <>
      <form
        ref={formRef}
        method="post"
        action="/preorder"
        noValidate
        onSubmit={flow.onSubmit}
        aria-label="Pre-order"
        className="relative"
      >
        {/* The form's default button, first in it: Enter in a field submits the pre-order, never a
            cart button (those come earlier on the page than the visible submit button). */}
        <button type="submit" hidden tabIndex={-1} />
        {flow.lines.map((l) => (
          <input
            key={l.productId}
            type="hidden"
            name={FORM_INPUTS.item}
            value={itemValue({ id: l.productId, quantity: l.quantity })}
          />
        ))}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10 xl:grid-cols-[minmax(0,1fr)_26rem]">
          <div className="grid content-start gap-10">
            <ProductSelector
              cart={state.cart}
              currency={currency}
              limitReached={state.limitReached}
              ringSizeError={state.errors[RING_SIZE_FIELD]}
              onToggle={flow.onToggle}
              onQuantity={flow.onQuantity}
              onRingSize={flow.onRingSize}
            />
            <MobileTotals quote={quote} />
            <section aria-labelledby="details-heading">
              <h2 id="details-heading" className="font-display text-2xl font-semibold text-white">
                2. Your details
              </h2>
              <p className="mt-1 text-sm text-mist-400" data-testid="details-notice">
                What you type here is saved as you go, to help you finish your pre-order (
                <a href="/privacy-policy" className="text-brand-300 underline underline-offset-4">
                  privacy policy
                </a>
                ). Fields marked * are required.
              </p>
              <p role="alert" className="sr-only">
                {state.summary}
              </p>
              <div className="mt-5">
                <PreorderFormFields
                  values={state.values}
                  errors={state.errors}
                  disabled={busy}
                  onChange={flow.onField}
                  onBlur={flow.onBlur}
                  whatsappOptIn={returned?.whatsappOptIn ?? false}
                />
              </div>
              <div className="mt-5">
                <VoiceRecorder disabled={busy} onChange={flow.onVoiceNote} />
              </div>
            </section>
          </div>
          <CheckoutAside
            quote={quote}
            country={state.values.country}
            hasItems={flow.hasItems}
            busy={busy}
            label={flow.label}
            formError={returned?.formError ?? null}
            askInPage={submit.step === "asking-glasses" && submit.where === "page"}
            delivery={delivery}
            onContinue={flow.continueWithoutGlasses}
            onAddGlasses={flow.addGlasses}
          />
        </div>
      </form>

      <AddGlassesDialog
        open={submit.step === "asking-glasses" && submit.where === "dialog"}
        onClose={flow.dismissGlasses}
        onContinue={flow.continueWithoutGlasses}
        onAddGlasses={flow.addGlasses}
      />
      <ThankYouDialog
        open={thankYouOpen}
        paymentError={submit.step === "payment-failed" ? submit.message : null}
        includesGlasses={flow.lines.some((l) => l.productId === "glasses")}
        delivery={delivery}
        onClose={flow.closeThankYou}
      />
    </>
  );
}
