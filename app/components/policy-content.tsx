import type { Root } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { ComponentProps } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { MarkdownLink } from "~/components/markdown-link";
import { glasses } from "~/content/catalogue";
import type { MoneyExample } from "~/content/policies/policy";
import { formatMoney } from "~/lib/money";
import { accessoryCreditFor, bookingOf, priceOf } from "~/lib/pricing";
import type { Currency } from "~/lib/regions";
import { useRootData } from "~/lib/root-data";

/** The support address from configuration as a mailto link; `subject` pre-fills the e-mail. */
function SupportEmailLink({ subject }: { subject?: string }) {
  const { config } = useRootData();
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : "";
  return <a href={`mailto:${config.supportEmail}${query}`}>{config.supportEmail}</a>;
}

/** `:seller{part=gstin}`: the seller as the settings name it. */
function SellerPart({ part }: { part?: string }) {
  const { seller } = useRootData().config;
  if (part === "gstin") return <>{seller.gstin}</>;
  if (part === "address") return <>{seller.address}</>;
  return <>{seller.legalName}</>;
}

/** `:grievance-officer`: the officer's name and a mailto link to them. */
function GrievanceOfficer() {
  const { grievance } = useRootData().config.seller;
  return (
    <>
      {grievance.officer} (<a href={`mailto:${grievance.email}`}>{grievance.email}</a>)
    </>
  );
}

/** `:delivery-statement`: "Deliveries start from the end of September 2027, …", from DELIVERY_START. */
function DeliveryStatement() {
  return <>{useRootData().delivery.statement}</>;
}

/**
 * `:whatsapp-updates`: said only when the shop sends WhatsApp updates (WHATSAPP_* settings, or a
 * test shop), so no page promises a message that never comes.
 */
function WhatsappUpdatesSentence() {
  return useRootData().config.whatsappUpdates
    ? "We send the same details on WhatsApp if you asked for WhatsApp updates when you booked."
    : null;
}

/** Each worked amount `:money{of=…}` names, for one pair of glasses without a bundle discount. */
const MONEY: Record<MoneyExample, (currency: Currency) => number> = {
  "glasses-price": (currency) => priceOf(glasses, currency),
  "glasses-booking": (currency) => bookingOf(priceOf(glasses, currency)),
  "glasses-balance": (currency) => priceOf(glasses, currency) - bookingOf(priceOf(glasses, currency)),
  "accessory-credit": (currency) => accessoryCreditFor(currency),
};

/** `:money{of=glasses-booking}`: the amount in the visitor's currency. */
function Money({ of }: { of?: string }) {
  const { currency } = useRootData().region;
  const amount = of && Object.hasOwn(MONEY, of) ? MONEY[of as MoneyExample] : undefined;
  return amount ? <>{formatMoney(amount(currency), currency)}</> : null;
}

// The policies' typography is `.prose-policy` (app.css); these are the parts it does not reach.
const TABLE = [
  "w-full border-collapse text-left text-mist-300",
  "[&_tr]:border-b [&_tr]:border-white/10 [&_thead_tr]:text-white",
  "[&_td]:py-2 [&_th]:py-2 [&_th:first-child]:pr-6 [&_thead_th]:font-semibold [&_tbody_th]:font-medium [&_tbody_th]:text-mist-100",
].join(" ");

const COMPONENTS = {
  // Links to the other policies navigate inside the app; links out open in a new tab.
  a: (props: ComponentProps<"a">) => <MarkdownLink {...props} newTabOut />,
  strong: (props: ComponentProps<"strong">) => <strong className="text-white" {...props} />,
  table: (props: ComponentProps<"table">) => (
    <div className="overflow-x-auto">
      <table className={TABLE} {...props} />
    </div>
  ),
  caption: (props: ComponentProps<"caption">) => <caption className="sr-only" {...props} />,
  "support-email": SupportEmailLink,
  "delivery-statement": DeliveryStatement,
  "whatsapp-updates": WhatsappUpdatesSentence,
  money: Money,
  seller: SellerPart,
  "grievance-officer": GrievanceOfficer,
};

/**
 * A compiled policy's content (scripts/policies/compile.ts) as React elements, no HTML strings.
 * The values decided per request are filled in here: the support address from the configuration,
 * the delivery statement from DELIVERY_START, amounts in the visitor's currency.
 */
export function PolicyContent({ tree }: { tree: Root }) {
  return <>{toJsxRuntime(tree, { Fragment, jsx, jsxs, components: COMPONENTS })}</>;
}
