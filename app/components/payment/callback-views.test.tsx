// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { CALLBACK_TEXT as T } from "~/features/payments/client/callback-text";
import { PAID_BOOKING } from "~/features/payments/client/verify-data.fixtures";
import { CallbackView, type View } from "./callback-views";

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

const mailWith = (reference: string) =>
  `mailto:help@luxid.example?subject=${encodeURIComponent(`Pre-order ${reference}`)}`;

test.each<[string, View, ReturnType<typeof draw>]>([
  [
    "unconfirmed, with its reference",
    { state: "unconfirmed", reference: "LX-1" },
    {
      icon: "clock icon size-10 text-warning-400",
      title: T.unconfirmedTitle,
      words: [T.unconfirmedBody, "Your reference: LX-1", "Support: help@luxid.example"],
      mail: mailWith("LX-1"),
    },
  ],
  [
    "unknown",
    { state: "unknown" },
    {
      icon: "search-x icon size-10 text-mist-400",
      title: T.unknownTitle,
      words: [T.unknownBody, "Support: help@luxid.example"],
      mail: "mailto:help@luxid.example",
    },
  ],
  [
    "missing",
    { state: "missing" },
    {
      icon: "search-x icon size-10 text-mist-400",
      title: T.missingTitle,
      words: [T.missingBody, "Support: help@luxid.example"],
      mail: "mailto:help@luxid.example",
    },
  ],
  [
    "not completed",
    { state: "not_completed", data: { ...PAID_BOOKING, status: "FAILED" } },
    {
      icon: "circle-x icon size-10 text-danger-400",
      title: T.notCompleted("FAILED"),
      words: [T.notCompletedBody, `Your reference: ${PAID_BOOKING.reference}`, "Support: help@luxid.example"],
      mail: mailWith(PAID_BOOKING.reference),
    },
  ],
  [
    "not completed, the amount under review",
    { state: "not_completed", data: { ...PAID_BOOKING, status: "NEEDS_REVIEW" } },
    {
      icon: "circle-x icon size-10 text-danger-400",
      title: T.notCompleted("NEEDS_REVIEW"),
      words: [T.needsReviewBody, `Your reference: ${PAID_BOOKING.reference}`, "Support: help@luxid.example"],
      mail: mailWith(PAID_BOOKING.reference),
    },
  ],
  [
    "error: what failed, then what to do",
    { state: "error", reference: "LX-2" },
    {
      icon: "circle-alert icon size-10 text-warning-400",
      title: T.errorTitle,
      words: [T.errorBody, T.refusedBody, "Your reference: LX-2", "Support: help@luxid.example"],
      mail: mailWith("LX-2"),
    },
  ],
])("%s", (_name, view, expected) => {
  expect(draw(view)).toEqual(expected);
});
