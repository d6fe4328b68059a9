// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { CALLBACK_TEXT as T } from "~/features/payments/client/callback-text";
import { PAID_BOOKING } from "~/features/payments/client/verify-data.fixtures";
import { answerView, CallbackView, type View } from "./callback-views";

/**
 * The states where the payment is not (known to be) through: each one's icon, title, words and
 * the reference a buyer quotes to support, as the page draws them.
 */
afterEach(() => {
  document.body.innerHTML = "";
});

function draw(view: View) {
  document.body.innerHTML = renderToStaticMarkup(
    <CallbackView view={view} facts={{ supportEmail: "help@luxid.example", deliveryStart: "2027-09" }} />,
  );
  const icon = document.querySelector("svg");
  return {
    icon: `${icon?.querySelector("use")?.getAttribute("href")?.split("#")[1]} ${icon?.getAttribute("class")}`,
    title: document.querySelector("h1")?.textContent,
    words: [...document.querySelectorAll("h1 + div > p")].map((p) => p.textContent),
    mail: document.querySelector("a[href^='mailto:']")?.getAttribute("href"),
  };
}

const unconfirmed: View = { state: "unconfirmed", reference: "LX-1" };
const unknown: View = { state: "unknown" };
const missing: View = { state: "missing" };
const failed: View = { state: "not_completed", data: { ...PAID_BOOKING, status: "FAILED" } };
const inReview: View = { state: "not_completed", data: { ...PAID_BOOKING, status: "NEEDS_REVIEW" } };
const error: View = { state: "error", reference: "LX-2" };
const quote = (reference: string) => `Your reference: ${reference}`;

test.each<[View, string, string[]]>([
  [unconfirmed, "clock icon size-10 text-warning-400", [T.unconfirmedBody, quote("LX-1")]],
  [unknown, "search-x icon size-10 text-mist-400", [T.unknownBody]],
  [missing, "search-x icon size-10 text-mist-400", [T.missingBody]],
  [failed, "circle-x icon size-10 text-danger-400", [T.notCompletedBody, quote(PAID_BOOKING.reference)]],
  [inReview, "circle-x icon size-10 text-danger-400", [T.needsReviewBody, quote(PAID_BOOKING.reference)]],
  [error, "circle-alert icon size-10 text-warning-400", [T.errorBody, T.refusedBody, quote("LX-2")]],
])("stuck state %#: its icon, then what to do and whom to ask", (view, icon, words) => {
  const drawn = draw(view);
  expect(drawn.icon).toBe(icon);
  expect(drawn.words).toEqual([...words, "Support: help@luxid.example"]);
});

test("each is titled in its own words", () => {
  expect([unconfirmed, unknown, missing, failed, inReview, error].map((v) => draw(v).title)).toEqual([
    T.unconfirmedTitle,
    T.unknownTitle,
    T.missingTitle,
    T.notCompleted("FAILED"),
    T.notCompleted("NEEDS_REVIEW"),
    T.errorTitle,
  ]);
});

test("the support mail quotes the reference where there is one", () => {
  expect(draw(unconfirmed).mail).toBe(
    `mailto:help@luxid.example?subject=${encodeURIComponent("Pre-order LX-1")}`,
  );
  expect(draw(missing).mail).toBe("mailto:help@luxid.example");
});

/** One answer as the page's own form shows it: success only on the server's SUCCESS. */
test("each answer of the server has its view, and only SUCCESS is a success", () => {
  const data = { ...PAID_BOOKING, confirmation_email: null };
  expect(answerView({ kind: "answer", data })).toEqual({ state: "success", data });
  expect(answerView({ kind: "answer", data: { ...data, status: "PENDING" } })).toEqual({
    state: "unconfirmed",
    reference: data.reference,
  });
  const failed = { ...data, status: "FAILED" };
  expect(answerView({ kind: "answer", data: failed })).toEqual({ state: "not_completed", data: failed });
  expect(answerView({ kind: "not_found" })).toEqual({ state: "unknown" });
  expect(answerView({ kind: "error", message: "Invalid payment signature", reference: "LX-1" })).toEqual({
    state: "error",
    reference: "LX-1",
  });
  expect(answerView({ kind: "error", message: "HTTP 400" })).toEqual({ state: "error" });
  expect(answerView({ kind: "unknown" })).toEqual({ state: "unconfirmed" });
});
