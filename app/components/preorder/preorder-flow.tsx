import { Lock } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useCurrency } from "~/components/price";
import type { ProductId } from "~/content/catalogue";
import { REFUNDS } from "~/content/claims";
import { scrollToId } from "~/lib/anchor-scroll";
import {
  emptyCart,
  removeItem,
  selectedLines,
  selectProducts,
  toggleItem,
  updateQuantity,
  type Cart,
} from "~/lib/cart";
import { loadCart, saveCart } from "~/lib/cart-storage";
import { formatMoney } from "~/lib/money";
import { bookingDescription } from "~/lib/order-words";
import { useRootData } from "~/lib/root-data";
import { startCheckout } from "~/features/payments/client/start-checkout";
import { readDraft, writeDraft } from "~/features/preorder/client/preorder-draft";
import {
  isPaymentServiceUnavailable,
  RequestError,
  savePreorder,
  type VoiceNoteBlob,
} from "~/features/preorder/client/preorder-requests";
import {
  FORM_FIELDS,
  formErrors,
  HONEYPOT_FIELD,
  MIN_FILL_MS,
  type PreorderFormField,
  type PreorderRequest,
} from "~/features/preorder/contract";
import { PREORDER_TEXT, submitLabel, type SubmitPhase } from "~/features/preorder/client/preorder-text";
import { baseQuote, BOOKING_PERCENT, MAX_QUANTITY, quoteCart } from "~/lib/pricing";
import { useFormStart } from "~/features/preorder/client/use-form-start";
import { CartSummary } from "./cart-summary";
import { AddGlassesDialog, ThankYouDialog } from "./preorder-dialogs";
import {
  EMPTY_FORM,
  fieldId,
  PreorderFormFields,
  type FormErrors,
  type FormValues,
} from "./preorder-form-fields";
import { PreorderNotices } from "./preorder-notices";
import { productCardId, PRODUCTS_SECTION_ID, ProductSelector } from "./product-selector";
import { VoiceRecorder } from "./voice-recorder";

const FIELD_LABELS: Record<PreorderFormField, string> = {
  name: "Full Name",
  email: "Email",
  phone: "Phone",
  whatsapp: "WhatsApp",
  address: "Shipping Address",
};

/** A submit whose pre-order is stored (or, in fallback mode, still to be stored by the payment step). */
interface SavedSubmit {
  fingerprint: string;
  idempotencyKey: string;
  body: PreorderRequest;
  preorderId: string | null;
}

const now = () => performance.now();
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The whole pre-order flow: products, summary, details, voice note, then save → payment → callback.
 * Nothing typed is lost: the form keeps its values through every failure and a reload (this tab).
 */
export function PreorderFlow({ initialItems }: { initialItems: ProductId[] }) {
  const currency = useCurrency();
  const paymentsMode = useRootData().config.paymentsMode;

  const [cart, setCart] = useState<Cart>(() => selectProducts(emptyCart(), initialItems));
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [validateLive, setValidateLive] = useState(false);
  const [errorSummary, setErrorSummary] = useState("");
  const [limitReached, setLimitReached] = useState<ProductId | null>(null);
  const [note, setNote] = useState<VoiceNoteBlob | null>(null);
  const [phase, setPhase] = useState<SubmitPhase>("idle");
  const [attempt, setAttempt] = useState(1);
  const [askGlasses, setAskGlasses] = useState(false);
  const [thankYou, setThankYou] = useState<{ open: boolean; paymentError: string | null }>({
    open: false,
    paymentError: null,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const mountedAt = useRef(0);
  const saved = useRef<SavedSubmit | null>(null);
  const formStart = useFormStart(values);

  // The saved cart (from product pages) plus ?items, once in the browser; the server rendered ?items.
  useEffect(() => {
    mountedAt.current = now();
    const merged = selectProducts(loadCart(), initialItems);
    // Browser storage is only readable after hydration: this effect is where it enters the state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCart(merged);
    saveCart(merged);
    const draft = readDraft(sessionStorage);
    if (draft) setValues(draft);
    // Only on arrival: later changes to ?items come with a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const lines = selectedLines(cart);
  const hasItems = lines.length > 0;
  const quote = hasItems ? quoteCart(lines, currency) : baseQuote(currency);
  const busy = phase !== "idle";

  const changeCart = (next: Cart) => {
    setCart(next);
    saveCart(next);
  };
  const onToggle = (id: ProductId) => {
    const item = cart.find((i) => i.productId === id);
    changeCart(item?.isSelected ? removeItem(cart, id) : toggleItem(cart, id));
    setLimitReached(null);
  };
  const onQuantity = (id: ProductId, quantity: number) => {
    setLimitReached(quantity > MAX_QUANTITY ? id : null);
    changeCart(updateQuantity(cart, id, quantity));
  };

  const onField = (field: PreorderFormField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    writeDraft(sessionStorage, next);
    if (validateLive) setErrors(formErrors(next));
  };
  const onBlur = () => {
    if (validateLive) setErrors(formErrors(values));
  };

  const showErrors = (found: FormErrors) => {
    setErrors(found);
    setValidateLive(true);
    const fields = FORM_FIELDS.filter((f) => found[f]);
    setErrorSummary(
      `Please check ${fields.length === 1 ? "this field" : `these ${fields.length} fields`}: ${fields
        .map((f) => FIELD_LABELS[f])
        .join(", ")}.`,
    );
    const first = fields[0];
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const goToProducts = (id?: ProductId) => {
    scrollToId(id ? productCardId(id) : PRODUCTS_SECTION_ID);
    const target = id
      ? document.querySelector<HTMLElement>(`#${productCardId(id)} button[aria-pressed]`)
      : document.getElementById("products-heading");
    target?.focus({ preventScroll: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!hasItems) {
      goToProducts();
      return;
    }
    const found = formErrors(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrorSummary("");
    setErrors({});
    if (!lines.some((l) => l.productId === "glasses")) {
      setAskGlasses(true);
      return;
    }
    void proceed(false);
  };

  async function save(confirmedWithoutGlasses: boolean): Promise<SavedSubmit | null> {
    const items = lines.map((l) => ({ id: l.productId, quantity: l.quantity }));
    const fingerprint = JSON.stringify([values, items, confirmedWithoutGlasses, note?.blob.size ?? 0]);
    if (saved.current?.fingerprint === fingerprint) return saved.current;

    const honeypot = formRef.current?.elements.namedItem(HONEYPOT_FIELD);
    let fillMs = Math.round(now() - mountedAt.current);
    // Humans are slower than the anti-bot minimum; an autofilled form just waits the remainder.
    if (fillMs < MIN_FILL_MS) {
      await sleep(MIN_FILL_MS - fillMs);
      fillMs = MIN_FILL_MS;
    }
    const body: PreorderRequest = {
      ...values,
      items,
      confirmedWithoutGlasses,
      idempotencyKey: crypto.randomUUID(),
      [HONEYPOT_FIELD]: honeypot instanceof HTMLInputElement ? honeypot.value : "",
      fillMs,
    };
    try {
      const result = await savePreorder(body, note, { onAttempt: setAttempt });
      formStart.complete();
      saved.current = { fingerprint, idempotencyKey: body.idempotencyKey, body, preorderId: result.id };
    } catch (error) {
      if (error instanceof RequestError && (error.kind === "timeout" || error.kind === "network")) {
        // Fallback mode: the payment step sends the whole form with the same key, so the
        // pre-order is still stored before any money moves.
        const [title, description] = PREORDER_TEXT.fallbackMode;
        toast.warning(title, { description });
        saved.current = { fingerprint, idempotencyKey: body.idempotencyKey, body, preorderId: null };
      } else {
        const field = error instanceof RequestError ? error.field : undefined;
        if (field && (FORM_FIELDS as readonly string[]).includes(field) && error instanceof Error) {
          showErrors({ [field as PreorderFormField]: error.message });
        }
        const [title, description] = PREORDER_TEXT.submitError;
        toast.error(title, {
          description: error instanceof RequestError && error.status === 429 ? error.message : description,
        });
        return null;
      }
    }
    return saved.current;
  }

  async function proceed(confirmedWithoutGlasses: boolean) {
    setPhase("saving");
    setAttempt(1);
    const submit = await save(confirmedWithoutGlasses);
    if (!submit) {
      setPhase("idle");
      return;
    }

    setPhase("paying");
    setAttempt(1);
    try {
      await startCheckout(
        submit.preorderId
          ? { preorderId: submit.preorderId }
          : { preorder: submit.body, idempotencyKey: submit.idempotencyKey },
        { name: submit.body.name, email: submit.body.email, phone: submit.body.phone },
        paymentsMode,
        bookingDescription(
          submit.body.items.map((i) => i.id),
          BOOKING_PERCENT,
        ),
        {
          onAttempt: setAttempt,
          onCreated: (preorderId) => {
            submit.preorderId = preorderId;
          },
          onPaid: () => {
            saveCart(emptyCart());
            writeDraft(sessionStorage, null);
            setThankYou({ open: true, paymentError: null });
          },
          onDismiss: () => {
            const [title, description] = PREORDER_TEXT.paymentCancelled;
            toast.warning(title, { description });
            setPhase("idle");
          },
        },
      );
    } catch (error) {
      setPhase("idle");
      if (isPaymentServiceUnavailable(error)) {
        const [title, description] = PREORDER_TEXT.serviceUnavailable;
        toast.warning(title, { description });
        return;
      }
      const message =
        error instanceof Error && error.message ? error.message : PREORDER_TEXT.paymentErrorFallback;
      toast.error(PREORDER_TEXT.paymentError, { description: message });
      if (submit.preorderId) setThankYou({ open: true, paymentError: message });
    }
  }

  const label = submitLabel({ phase, attempt, hasItems, booking: quote.booking, currency });

  return (
    <>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Pre-order" className="relative">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10 xl:grid-cols-[minmax(0,1fr)_26rem]">
          <div className="grid content-start gap-10">
            <ProductSelector
              cart={cart}
              currency={currency}
              limitReached={limitReached}
              onToggle={onToggle}
              onQuantity={onQuantity}
            />
            {/* On phones the full summary sits by the button, below the form: the split is shown here too. */}
            <p className="-mt-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-2xl border border-brand-400/25 bg-brand-500/[0.07] px-4 py-3 text-sm lg:hidden">
              <span className="text-mist-300">
                Total{" "}
                <span className="font-semibold text-white tabular-nums">
                  {formatMoney(quote.total, currency)}
                </span>
              </span>
              <span className="text-mist-300">
                <span className="font-semibold text-white tabular-nums">
                  {formatMoney(quote.booking, currency)}
                </span>{" "}
                now ({BOOKING_PERCENT}%) ·{" "}
                <span className="tabular-nums">{formatMoney(quote.remaining, currency)}</span> at delivery
              </span>
            </p>
            <section aria-labelledby="details-heading">
              <h2 id="details-heading" className="font-display text-2xl font-semibold text-white">
                2. Your details
              </h2>
              <p className="mt-1 text-sm text-mist-400">
                We use these only for your pre-order and delivery. Fields marked * are required.
              </p>
              <p role="alert" className="sr-only">
                {errorSummary}
              </p>
              <div className="mt-5">
                <PreorderFormFields
                  values={values}
                  errors={errors}
                  disabled={busy}
                  onChange={onField}
                  onBlur={onBlur}
                />
              </div>
              <div className="mt-5">
                <VoiceRecorder disabled={busy} onChange={setNote} />
              </div>
            </section>
          </div>

          <aside
            aria-label="Order summary and payment"
            className="grid content-start gap-4 lg:sticky lg:top-24 lg:self-start"
          >
            <CartSummary quote={quote} empty={!hasItems} />
            <button
              type="submit"
              aria-busy={busy}
              disabled={busy}
              className="inline-flex min-h-14 w-full items-center justify-center gap-2 rounded-full bg-gradient-to-r from-brand-400 to-aurora-400 px-4 text-[15px] font-semibold text-ink-950 shadow-glow transition-[transform,opacity] hover:scale-[1.01] disabled:cursor-progress disabled:opacity-80 disabled:hover:scale-100 sm:px-6 sm:text-base"
            >
              {hasItems && !busy && <Lock aria-hidden="true" className="hidden size-4 sm:block" />}
              {label}
            </button>
            <p className="text-center text-xs text-mist-400">{REFUNDS.bookingRefundable}</p>
            <PreorderNotices />
          </aside>
        </div>
      </form>

      <AddGlassesDialog
        open={askGlasses}
        onClose={() => setAskGlasses(false)}
        onContinue={() => {
          setAskGlasses(false);
          void proceed(true);
        }}
        onAddGlasses={() => {
          setAskGlasses(false);
          changeCart(selectProducts(cart, ["glasses"]));
          // After the dialog has closed and returned focus, move the buyer to the glasses.
          requestAnimationFrame(() => goToProducts("glasses"));
        }}
      />
      <ThankYouDialog
        open={thankYou.open}
        paymentError={thankYou.paymentError}
        includesGlasses={lines.some((l) => l.productId === "glasses")}
        onClose={() => setThankYou((t) => ({ ...t, open: false }))}
      />
    </>
  );
}
