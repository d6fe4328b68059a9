import { startTransition, useEffect, useLayoutEffect, useRef, type Dispatch, type RefObject } from "react";
import type { ProductId } from "~/content/catalogue";
import { selectProducts } from "~/lib/cart";
import { loadCart, saveCart } from "~/lib/cart-storage";
import { FORM_FIELDS, type FormValues, type PreorderFormAnswer } from "../contract";
import { formFieldValues, readDraft } from "./preorder-draft";
import type { PreorderEvent } from "./preorder-state";

/**
 * What the page holds when the island takes it over: the fields as typed before hydration, then
 * the browser's saved cart and draft. Answers when that was (the anti-bot fill time counts from it).
 */
export function usePreorderArrival(options: {
  initialItems: ProductId[];
  returned: Extract<PreorderFormAnswer, { status: "returned" }> | undefined;
  /** The fields as the state holds them at hydration (as the server wrote them). */
  values: FormValues;
  formRef: RefObject<HTMLFormElement | null>;
  dispatch: Dispatch<PreorderEvent>;
}): RefObject<number> {
  const { formRef, dispatch } = options;
  const mountedAt = useRef(0);

  // React hydrates a controlled field without touching what it holds, but its next render writes the
  // state back into it: keys pressed before the script ran would vanish then. So the state adopts
  // the fields as they are, before the browser can paint or deliver another key. Only when they
  // differ: a dispatch in a layout effect renders the whole form again at once, in the hydration's
  // commit (a task the phone cannot slice), even when the reducer then keeps the state.
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const typed = formFieldValues(formRef.current);
    if (FORM_FIELDS.some((f) => typed[f] !== options.values[f])) dispatch({ type: "hydrated", typed });
    // Only at hydration: from then on every key goes through onField.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The saved cart (from product pages) plus ?items, once in the browser; the server rendered ?items.
  useEffect(() => {
    mountedAt.current = performance.now();
    // A form the action returned already holds what the buyer typed and chose.
    if (options.returned) return;
    const cart = selectProducts(loadCart(), options.initialItems);
    saveCart(cart);
    const draft = readDraft(sessionStorage);
    // A transition: its render yields to the phone's other work, and a key pressed meanwhile is
    // handled first (the reducer then replays this event before that key's, as if it came first).
    startTransition(() => dispatch({ type: "restored", cart, draft }));
    // Only on arrival: later changes to ?items come with a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return mountedAt;
}
