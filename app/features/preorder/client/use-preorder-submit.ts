import { useMemo, useReducer, useRef, type FormEvent, type RefObject } from "react";
import type { ProductId } from "~/content/catalogue";
import { isPaymentServiceUnavailable } from "~/features/payments/client/payment-requests";
import { startCheckout } from "~/features/payments/client/start-checkout";
import type { PaymentProvider } from "~/lib/payment-provider";
import {
  emptyCart,
  removeItem,
  selectedLines,
  selectProducts,
  setRingSize,
  toggleItem,
  updateQuantity,
} from "~/lib/cart";
import { saveCart } from "~/lib/cart-storage";
import { bookingDescription } from "~/lib/order-words";
import { baseQuote, BOOKING_PERCENT, MAX_QUANTITY, quoteCart } from "~/lib/pricing";
import type { Currency } from "~/lib/regions";
import { useStableHandlers } from "~/lib/use-stable-handlers";
import { RequestError } from "~/lib/retrying-fetch";
import {
  HONEYPOT_FIELD,
  MIN_FILL_MS,
  WHATSAPP_OPT_IN_FIELD,
  type ErrorField,
  type FormErrors,
  type PreorderFormAnswer,
  type PreorderFormField,
  type PreorderRequest,
} from "../contract";
import { ERROR_FIELDS, isFormField } from "../form-fields";
import { readPendingPreorder, writePendingPreorder } from "./pending-preorder";
import { writeDraft } from "./preorder-draft";
import { usePreorderArrival } from "./use-preorder-arrival";
import { savePreorder } from "./save-preorder";
import { initialPreorderState, isBusy, pageErrors, preorderReducer } from "./preorder-state";
import { PREORDER_TEXT, submitLabel } from "./preorder-text";
import { useFormStart } from "./use-form-start";

/** A submit whose pre-order is stored (or, in fallback mode, still to be stored by the payment step). */
interface SavedSubmit {
  fingerprint: string;
  idempotencyKey: string;
  body: PreorderRequest;
  preorderId: string | null;
}

interface Notice {
  (title: string, options: { description: string }): unknown;
}

/** What the page does on the hook's behalf: toasts, scrolling and focus. */
export interface PreorderPageMoves {
  toast: { warning: Notice; error: Notice };
  /** Scroll to the product selector, or to one product's card, and focus it. */
  goToProducts(id?: ProductId): void;
  focusField(field: ErrorField): void;
}

const now = () => performance.now();
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The pre-order page's behaviour: the cart, the details, then save → payment → callback, as one
 * state machine (preorder-state.ts). Nothing typed is lost: the values survive every failure and
 * a reload (this tab). Answers the state and what the page's parts call.
 */
export function usePreorderSubmit(options: {
  initialItems: ProductId[];
  /** The country the address starts with: the visitor's region. */
  initialCountry: string;
  returned: Extract<PreorderFormAnswer, { status: "returned" }> | undefined;
  currency: Currency;
  paymentsMode: PaymentProvider;
  formRef: RefObject<HTMLFormElement | null>;
  moves: PreorderPageMoves;
}) {
  const { currency, paymentsMode, formRef, moves } = options;
  const [state, dispatch] = useReducer(preorderReducer, undefined, () =>
    initialPreorderState(options.initialItems, options.returned, options.initialCountry),
  );
  const saved = useRef<SavedSubmit | null>(null);
  const formStart = useFormStart(state.values);
  const mountedAt = usePreorderArrival({ ...options, values: state.values, dispatch });

  const { cart, values, note, submit } = state;
  // Kept from render to render while the cart stays: the summary's memo compares the quote.
  const lines = useMemo(() => selectedLines(cart), [cart]);
  const hasItems = lines.length > 0;
  const quote = useMemo(
    () => (lines.length > 0 ? quoteCart(lines, currency) : baseQuote(currency)),
    [lines, currency],
  );
  const busy = isBusy(submit);

  const changeCart = (next: typeof cart, limitReached: ProductId | null = null) => {
    saveCart(next);
    dispatch({ type: "cart-changed", cart: next, limitReached });
  };

  const showErrors = (errors: FormErrors) => {
    dispatch({ type: "invalid", errors });
    const first = ERROR_FIELDS.find((f) => errors[f]);
    if (first) moves.focusField(first);
  };

  async function save(confirmedWithoutGlasses: boolean): Promise<SavedSubmit | null> {
    const ringSize = cart.find((i) => i.productId === "vuering")?.ringSize;
    const items = lines.map((l) =>
      l.productId === "vuering" && ringSize !== undefined
        ? { id: l.productId, quantity: l.quantity, ringSize }
        : { id: l.productId, quantity: l.quantity },
    );
    // The consent box is read as the form holds it (it is not part of the page's state).
    const optIn = formRef.current?.elements.namedItem(WHATSAPP_OPT_IN_FIELD);
    const whatsappOptIn = optIn instanceof HTMLInputElement && optIn.checked;
    // The voice note is not part of it: after a reload it is gone, and the order saved with it stands.
    const fingerprint = JSON.stringify([
      values,
      items,
      confirmedWithoutGlasses,
      ...(whatsappOptIn ? [true] : []),
    ]);
    if (saved.current?.fingerprint === fingerprint) return saved.current;
    // A pre-order saved earlier in this browser and not paid (a failed or closed payment, then
    // back here): the same details pay it again; changed ones save a new one that replaces it.
    const pending = readPendingPreorder(localStorage);

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
      ...(whatsappOptIn ? { whatsappOptIn } : {}),
      idempotencyKey: pending?.fingerprint === fingerprint ? pending.idempotencyKey : crypto.randomUUID(),
      [HONEYPOT_FIELD]: honeypot instanceof HTMLInputElement ? honeypot.value : "",
      fillMs,
    };
    if (pending?.fingerprint === fingerprint) {
      saved.current = {
        fingerprint,
        idempotencyKey: pending.idempotencyKey,
        body,
        preorderId: pending.preorderId,
      };
      return saved.current;
    }
    if (pending) body.replaces = { preorderId: pending.preorderId, idempotencyKey: pending.idempotencyKey };
    const onAttempt = (attempt: number) => dispatch({ type: "attempt", attempt });
    try {
      const result = await savePreorder(body, note, { onAttempt });
      formStart.complete();
      saved.current = { fingerprint, idempotencyKey: body.idempotencyKey, body, preorderId: result.id };
      writePendingPreorder(localStorage, {
        preorderId: result.id,
        idempotencyKey: body.idempotencyKey,
        fingerprint,
      });
    } catch (error) {
      if (error instanceof RequestError && (error.kind === "timeout" || error.kind === "network")) {
        // Fallback mode: the payment step sends the whole form with the same key, so the
        // pre-order is still stored before any money moves.
        const [title, description] = PREORDER_TEXT.fallbackMode;
        moves.toast.warning(title, { description });
        saved.current = { fingerprint, idempotencyKey: body.idempotencyKey, body, preorderId: null };
      } else {
        const field = error instanceof RequestError ? error.field : undefined;
        if (isFormField(field) && error instanceof Error) showErrors({ [field]: error.message });
        const [title, description] = PREORDER_TEXT.submitError;
        moves.toast.error(title, {
          description: error instanceof RequestError && error.status === 429 ? error.message : description,
        });
        return null;
      }
    }
    return saved.current;
  }

  async function proceed(confirmedWithoutGlasses: boolean) {
    dispatch({ type: "save-started" });
    const stored = await save(confirmedWithoutGlasses);
    if (!stored) {
      dispatch({ type: "save-failed" });
      return;
    }
    dispatch({ type: "payment-started" });
    try {
      await startCheckout(
        stored.preorderId
          ? { preorderId: stored.preorderId }
          : { preorder: stored.body, idempotencyKey: stored.idempotencyKey },
        { name: stored.body.name, email: stored.body.email, phone: stored.body.phone },
        paymentsMode,
        bookingDescription(
          stored.body.items.map((i) => i.id),
          BOOKING_PERCENT,
        ),
        {
          onAttempt: (attempt) => dispatch({ type: "attempt", attempt }),
          onCreated: (preorderId) => {
            stored.preorderId = preorderId;
            const { idempotencyKey, fingerprint } = stored;
            writePendingPreorder(localStorage, { preorderId, idempotencyKey, fingerprint });
          },
          onPaid: () => {
            writePendingPreorder(localStorage, null);
            saveCart(emptyCart());
            writeDraft(sessionStorage, null);
            dispatch({ type: "paid" });
          },
          onDismiss: () => {
            const [title, description] = PREORDER_TEXT.paymentCancelled;
            moves.toast.warning(title, { description });
            dispatch({ type: "payment-dismissed" });
          },
        },
      );
    } catch (error) {
      if (isPaymentServiceUnavailable(error)) {
        const [title, description] = PREORDER_TEXT.serviceUnavailable;
        moves.toast.warning(title, { description });
        dispatch({ type: "payment-failed", message: description, saved: false });
        return;
      }
      if (error instanceof RequestError && error.status === 409) {
        // Paid meanwhile, or no longer payable: the next submit saves a new pre-order.
        writePendingPreorder(localStorage, null);
        saved.current = null;
      }
      const message =
        error instanceof Error && error.message ? error.message : PREORDER_TEXT.paymentErrorFallback;
      moves.toast.error(PREORDER_TEXT.paymentError, { description: message });
      dispatch({ type: "payment-failed", message, saved: stored.preorderId !== null });
    }
  }

  // The same functions on every render, so the page's memoized parts skip the renders of others' keys.
  const handlers = useStableHandlers({
    onToggle: (id: ProductId) => {
      const item = cart.find((i) => i.productId === id);
      changeCart(item?.isSelected ? removeItem(cart, id) : toggleItem(cart, id));
    },
    onQuantity: (id: ProductId, quantity: number) => {
      changeCart(updateQuantity(cart, id, quantity), quantity > MAX_QUANTITY ? id : null);
    },
    onRingSize: (size: number | null) => changeCart(setRingSize(cart, size)),
    onField: (field: PreorderFormField, value: string) => {
      writeDraft(sessionStorage, { ...values, [field]: value });
      dispatch({ type: "field-changed", field, value });
    },
    onBlur: () => dispatch({ type: "field-left" }),
    onVoiceNote: (next: typeof note) => dispatch({ type: "voice-note", note: next }),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      if (!hasItems) return moves.goToProducts();
      const found = pageErrors(cart, values);
      if (Object.keys(found).length > 0) return showErrors(found);
      if (!lines.some((l) => l.productId === "glasses")) return dispatch({ type: "glasses-asked" });
      void proceed(false);
    },
    /** 'Continue Anyway': pre-order the accessories without the glasses. */
    continueWithoutGlasses: () => void proceed(true),
    /** 'Add Vue Glass': add the glasses and take the buyer to them. */
    addGlasses: () => {
      dispatch({ type: "glasses-dismissed" });
      changeCart(selectProducts(cart, ["glasses"]));
      // After the dialog has closed and returned focus, move the buyer to the glasses.
      requestAnimationFrame(() => moves.goToProducts("glasses"));
    },
    dismissGlasses: () => dispatch({ type: "glasses-dismissed" }),
    closeThankYou: () => dispatch({ type: "thank-you-closed" }),
  });

  return {
    state,
    lines,
    hasItems,
    quote,
    busy,
    label: submitLabel({
      phase: submit.step === "saving" ? "saving" : busy ? "paying" : "idle",
      attempt: "attempt" in submit ? submit.attempt : 1,
      hasItems,
      booking: quote.booking,
      currency,
    }),
    ...handlers,
  };
}
