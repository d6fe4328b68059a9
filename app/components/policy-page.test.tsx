// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, expect, test } from "vitest";
import { policy } from "~/content/policies/policies.server";
import type { PolicySlug } from "~/content/policies/policy";
import type { Currency } from "~/lib/regions";
import { PolicyPage } from "./policy-page";

afterEach(cleanup);

const STATEMENT = "Deliveries start from the end of March 2028, first come first served.";

/** Renders a policy under a root route whose data is what this shop and visitor would get. */
const SELLER = {
  legalName: "Luxid Technologies Private Limited",
  gstin: "29AAACL1234K1ZK",
  address: "12 Residency Road, Bengaluru 560025",
  grievance: { officer: "Asha Rao", email: "grievance@shop.test", phone: null },
  test: false,
};

async function renderPolicy(slug: PolicySlug, currency: Currency, supportEmail = "care@shop.test") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({
        config: { supportEmail, seller: SELLER },
        region: { currency },
        delivery: { statement: STATEMENT },
      }),
      Component: Outlet,
      HydrateFallback: () => null,
      children: [{ index: true, Component: () => <PolicyPage policy={policy(slug)} /> }],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByRole("heading", { level: 1 });
}

test("the support address is the configured one, with the part's subject", async () => {
  await renderPolicy("return", "INR", "help@example.org");
  const claim = screen.getByRole("region", { name: "5. How to make a warranty claim" });
  expect(within(claim).getByRole("link", { name: "help@example.org" }).getAttribute("href")).toBe(
    "mailto:help@example.org?subject=Warranty%20claim",
  );
  expect(document.body.textContent).not.toMatch(/care@|luxid\.in/);
});

test("the delivery statement comes from the root data, not from the build", async () => {
  await renderPolicy("shipping", "INR");
  const glance = screen.getByRole("region", { name: "1. At a glance" });
  expect(within(glance).getByText(STATEMENT)).toBeTruthy();
  expect(document.body.textContent).not.toContain("September 2027");
});

test("the worked amounts are in the visitor's currency", async () => {
  await renderPolicy("terms", "EUR");
  const howItWorks = screen.getByRole("region", { name: "4. How pre-orders work" });
  expect(howItWorks.textContent).toContain("For one Vue Glass at €349, that is €70 now and €279 later.");
  const benefits = screen.getByRole("region", { name: "7. Pre-order benefits" });
  expect(benefits.textContent).toContain("in your currency, that is €21.");
  cleanup();
  await renderPolicy("terms", "INR");
  expect(screen.getByRole("region", { name: "4. How pre-orders work" }).textContent).toContain(
    "For one Vue Glass at ₹27,999, that is ₹5,600 now and ₹22,399 later.",
  );
});

test("numbered parts with their anchors, the contents list, links and the captioned table", async () => {
  const title = await renderPolicy("shipping", "USD");
  expect(title.textContent).toBe("Shipping Policy");
  const contents = screen.getByRole("navigation", { name: "On this page" });
  expect(within(contents).getByRole("link", { name: "5. Delivery times" }).getAttribute("href")).toBe(
    "#delivery-times",
  );
  const times = screen.getByRole("region", { name: "5. Delivery times" });
  expect(times.id).toBe("delivery-times");
  const table = within(times).getByRole("table", { name: "Estimated delivery times, counted from dispatch" });
  expect(within(table).getByRole("rowheader", { name: "India" })).toBeTruthy();
  expect(
    within(table)
      .getAllByRole("columnheader")
      .map((c) => c.textContent),
  ).toEqual(["Destination", "Estimated delivery time"]);
  expect(
    within(screen.getByRole("region", { name: "4. Balance payment before dispatch" }))
      .getByRole("link", { name: "Return Policy" })
      .getAttribute("href"),
  ).toBe("/return-policy");
});

test("a link out of the site opens in a new tab, without the opener", async () => {
  await renderPolicy("privacy", "INR");
  const razorpay = screen.getByRole("link", { name: "privacy policy (opens in a new tab)" });
  expect(razorpay.getAttribute("href")).toBe("https://razorpay.com/privacy/");
  expect(razorpay.getAttribute("target")).toBe("_blank");
  expect(razorpay.getAttribute("rel")).toBe("noopener noreferrer");
});

test("the terms name the configured seller, its GSTIN and grievance officer", async () => {
  await renderPolicy("terms", "INR");
  const contact = screen.getByRole("region", { name: /Contact and grievance officer/ }).textContent;
  expect(contact).toContain(`${SELLER.legalName} (GSTIN ${SELLER.gstin}), ${SELLER.address}`);
  expect(contact).toContain(`Asha Rao (${SELLER.grievance.email})`);
  expect(contact).toContain("acknowledged within 48 hours and resolved within one month");
});
