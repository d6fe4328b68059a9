// @vitest-environment jsdom
import { act } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { VerifyData } from "~/features/payments/contract";
import type { View } from "./callback-views";
import { PAID_BOOKING } from "~/features/payments/client/verify-data.fixtures";
import { hydrateIsland } from "../island/hydrate-island";
import { IslandServerContext, type IslandServer, type LiveIslandComponent } from "../island/live-island";
import PaymentCallbackIsland from "./payment-callback.island";

/**
 * The callback's island as a buyer's browser gets it: the server's HTML, then the island hydrated
 * from the props the server wrote, asking a stand-in for POST /api/payments/verify (the network is
 * the only thing replaced). Success is shown only on the server's confirmed answer.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const server: IslandServer = {
  render: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
  bootLoader: undefined,
};

const paid: VerifyData = {
  ...PAID_BOOKING,
  preorder_id: "0b6f4a8e-2f43-4c1c-9d3e-6f1a2b3c4d5e",
  confirmation_email: "pending",
};

/** The verify endpoint's answers, in order; each call takes the next. */
let answers: (() => Response)[] = [];
const asked: unknown[] = [];

beforeEach(() => {
  // performance.now() too: the page's budgets count from its navigation, the test's start here.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  answers = [];
  asked.length = 0;
  vi.stubGlobal("fetch", (_url: string, init: RequestInit) => {
    asked.push(JSON.parse(init.body as string));
    const next = answers.shift();
    return next ? Promise.resolve(next()) : new Promise(() => {});
  });
  window.history.replaceState(
    null,
    "",
    `/payment-callback?razorpay_payment_id=pay_1&razorpay_order_id=order_1&razorpay_signature=${"a".repeat(64)}&preorderId=${paid.preorder_id}`,
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

/** The server's HTML of the island, put in the document; `answer` when its form was posted. */
function serverPage(answer?: View) {
  document.body.innerHTML = renderToString(
    <IslandServerContext.Provider value={server}>
      <PaymentCallbackIsland
        facts={{ supportEmail: "help@luxid.example", deliveryStart: "2027-09" }}
        paymentsMode="sandbox"
        answer={answer}
      />
    </IslandServerContext.Provider>,
  );
  return document.querySelector<HTMLElement>("[data-live-island='payment-callback']")!;
}

const heading = () => document.querySelector("h1")?.textContent;
/** "Check payment status": a form without an action, so it posts to the page's own address. */
const checkForm = () => {
  const button = [...document.querySelectorAll("button")].find(
    (b) => b.textContent === "Check payment status",
  );
  return button?.closest("form") ?? null;
};
const busy = () => document.querySelector("[aria-live]")!.getAttribute("aria-busy");

async function hydrate(island: HTMLElement) {
  await act(async () => {
    void hydrateIsland(island, PaymentCallbackIsland as unknown as LiveIslandComponent<object>);
    await vi.advanceTimersByTimeAsync(0);
  });
}

test("the server's HTML says it is verifying and claims nothing; the props are JSON in the page", () => {
  const island = serverPage();
  expect(heading()).toBe("Verifying your payment…");
  expect(busy()).toBe("true");
  expect(document.body.textContent).not.toContain("Payment successful");
  expect(JSON.parse(island.dataset.props!)).toEqual({
    facts: { supportEmail: "help@luxid.example", deliveryStart: "2027-09" },
    paymentsMode: "sandbox",
  });
  // Links are plain links: the island knows no router.
  expect(document.querySelectorAll("a[href]")).toHaveLength(0);
});

test("hydrated, it shows success only once the server confirms it, never while it is pending", async () => {
  answers.push(json({ data: { ...paid, status: "PENDING", order_url: null } }), json({ data: paid }));
  await hydrate(serverPage());
  expect(asked[0]).toMatchObject({ razorpay_order_id: "order_1", preorderId: paid.preorder_id });
  expect(heading()).toBe("We're confirming your payment");
  expect(busy()).toBe("true");
  expect(document.body.textContent).not.toContain("Payment successful");

  // The next check, 5 s later, has the server's confirmation.
  await act(() => vi.advanceTimersByTimeAsync(5_000));
  expect(asked).toHaveLength(2);
  expect(heading()).toBe("Payment successful!");
  expect(busy()).toBe("false");
  expect(document.body.textContent).toContain("Order reference LX-7K3Q9M");
  expect(document.querySelector("a[href='/']")?.textContent).toBe("Return Home");
});

test("an answer that is not the contract's is never taken for a success", async () => {
  answers.push(json({ data: { status: "SUCCESS", preorder_id: paid.preorder_id } }));
  await hydrate(serverPage());
  expect(heading()).toBe("We're confirming your payment");
  expect(document.body.textContent).not.toContain("Payment successful");
});

test("a refused payment says so at once, with the reference and plain links", async () => {
  answers.push(json({ error: "Payment verification failed", reference: "LX-7K3Q9M" }, 400));
  await hydrate(serverPage());
  expect(heading()).toBe("We couldn't verify your payment");
  expect(document.body.textContent).toContain("Your reference: LX-7K3Q9M");
  expect(document.querySelector("a[href^='mailto:help@luxid.example']")).not.toBeNull();
  expect(document.querySelector("a[href='/contact']")?.textContent).toBe("Contact support");
});

test("until its script runs, the page offers its own form to check; once it runs, the script asks", async () => {
  const island = serverPage();
  const form = checkForm();
  expect(form?.getAttribute("method")).toBe("post");
  expect(form?.hasAttribute("action")).toBe(false);

  answers.push(json({ data: { ...paid, status: "PENDING", order_url: null } }));
  await hydrate(island);
  expect(asked).toHaveLength(1);
  expect(heading()).toBe("We're confirming your payment");
  expect(checkForm()).toBeNull();
});

test("the form's confirmed answer is shown as the server gave it, and the script asks nothing more", async () => {
  const island = serverPage({ state: "success", data: paid });
  expect(heading()).toBe("Payment successful!");
  expect(document.body.textContent).toContain("Order reference LX-7K3Q9M");
  expect(checkForm()).toBeNull();
  await hydrate(island);
  await act(() => vi.advanceTimersByTimeAsync(30_000));
  expect(asked).toHaveLength(0);
  expect(heading()).toBe("Payment successful!");
});

test("an unconfirmed answer to the form offers the check again, ahead of a retry", async () => {
  const island = serverPage({ state: "unconfirmed", reference: "LX-7K3Q9M" });
  expect(heading()).toBe("Your payment is not confirmed yet");
  expect(document.body.textContent).toContain("Your reference: LX-7K3Q9M");
  const actions = [...document.querySelectorAll("[data-print-hide] a, [data-print-hide] button")];
  expect(actions.map((a) => a.textContent)).toEqual([
    "Check payment status",
    "Retry payment",
    "Return Home",
    "Contact support",
  ]);
  // Hydrated, it still offers the check: the script does not poll an answer the form brought.
  await hydrate(island);
  expect(checkForm()).not.toBeNull();
  expect(asked).toHaveLength(0);
});
