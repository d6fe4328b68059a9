import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from "@react-email/components";
import { render } from "@react-email/render";
import type { CSSProperties, ReactNode } from "react";
import { findProduct } from "~/content/catalogue";
import { DELIVERY, PREORDER_PERKS, REFUNDS, SHIPPING } from "~/content/claims";
import { BRAND } from "~/content/site";
import { formatMoney } from "~/lib/money";
import { orderName } from "~/lib/order-words";
import type { Currency } from "~/lib/regions";
import { supportSentence, type SupportContact } from "~/lib/support-contact";

export interface ConfirmationFacts {
  preorderId: string;
  /** The buyer-facing order reference, e.g. LX-7K3Q9M. */
  reference: string;
  name: string;
  currency: Currency;
  items: { productId: string; quantity: number; lineTotal: number }[];
  subtotal: number;
  bundleDiscount: number;
  total: number;
  bookingPaid: number;
  remaining: number;
  accessoryCredit: number;
  includesGlasses: boolean;
  queuePosition: number | null;
  /** The shipping address as the buyer typed it. */
  address: string;
  support: SupportContact;
  siteUrl: string;
  /** The buyer's order page (see app/features/orders/server/order-links.server.ts). */
  orderUrl: string;
  /** A sandbox payment: no money moved, and the e-mail says so before anything else. */
  testMode: boolean;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export const TEST_NOTICE =
  "TEST ORDER: this pre-order was paid in the sandbox (TEST MODE). No money moved and nothing will ship.";

/** The words of the e-mail, shared by its HTML and plain-text parts so they never disagree. */
function words(f: ConfirmationFacts) {
  const money = (minor: number) => formatMoney(minor, f.currency);
  const what = orderName(f.items.map((i) => i.productId));
  const items = f.items.map((i) => ({
    name: findProduct(i.productId)?.name ?? i.productId,
    quantity: i.quantity,
    price: money(i.lineTotal),
  }));
  const amounts: [string, string][] = [["Subtotal", money(f.subtotal)]];
  if (f.bundleDiscount > 0) amounts.push(["Bundle discount", `−${money(f.bundleDiscount)}`]);
  amounts.push(["Order total", money(f.total)]);
  const payments: [string, string][] = [
    ["Booking paid today", money(f.bookingPaid)],
    ["Remaining, due at delivery", money(f.remaining)],
  ];
  const credit =
    f.includesGlasses && f.accessoryCredit > 0
      ? PREORDER_PERKS.accessoryCredit(money(f.accessoryCredit))
      : null;
  const next = [
    f.includesGlasses
      ? `${DELIVERY.statement} Your place in the queue is kept for you.`
      : `${DELIVERY.statement} Your accessories ship with them.`,
    `${SHIPPING.balanceLink} ${PREORDER_PERKS.emi}`,
    ...(f.includesGlasses ? [PREORDER_PERKS.prescriptionLenses] : []),
    REFUNDS.bookingRefundable,
  ];
  return {
    what,
    items,
    amounts,
    payments,
    credit,
    next,
    subject: `Your ${what} pre-order is confirmed (${f.reference})`,
    title: `Your ${what} pre-order is confirmed`,
    intro: `Thank you for pre-ordering with ${BRAND}. We have received your booking payment of ${money(f.bookingPaid)}.`,
    support: supportSentence(f.support, f.reference),
  };
}

/** The order confirmation: HTML built with React Email, and a plain-text part with the same facts. */
export async function renderConfirmation(f: ConfirmationFacts): Promise<RenderedEmail> {
  const w = words(f);
  const html = await render(<ConfirmationEmail facts={f} />);
  const text = [
    ...(f.testMode ? [TEST_NOTICE, ""] : []),
    `Hi ${f.name},`,
    "",
    w.intro,
    "",
    `Order reference: ${f.reference}`,
    `Your order page: ${f.orderUrl}`,
    ...(f.queuePosition !== null ? [`Your place in the delivery queue: #${f.queuePosition}`] : []),
    "",
    "Your order",
    ...w.items.map((i) => `  ${i.name} × ${i.quantity}: ${i.price}`),
    "",
    ...w.amounts.map(([k, v]) => `${k}: ${v}`),
    ...w.payments.map(([k, v]) => `${k}: ${v}`),
    ...(w.credit ? ["", w.credit] : []),
    "",
    "Shipping to",
    ...f.address.split(/\r?\n/).map((l) => `  ${l}`),
    "",
    "What happens next",
    ...w.next.map((n, i) => `  ${i + 1}. ${n}`),
    "",
    w.support,
    "",
    `${BRAND} · ${f.siteUrl}`,
  ].join("\n");
  return { subject: w.subject, text, html };
}

// Light by default; clients that honour prefers-color-scheme (Apple Mail, iOS, some webmail) get
// a dark card. Inline colours are overridden with !important, the only way past inline styles.
const DARK_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .bg, .bg > table > tbody > tr > td { background-color: #070b16 !important; }
  .card { background-color: #0f1628 !important; border-color: #1f2a44 !important; }
  .ink { color: #f3f6fc !important; }
  .muted { color: #aab5cb !important; }
  .box { background-color: #16203a !important; border-color: #26335a !important; }
  .rule { border-color: #26335a !important; }
  .accent { color: #8fd3ff !important; }
}
@media only screen and (max-width: 480px) {
  .card { padding: 24px 16px !important; }
  .big { font-size: 24px !important; }
}`;

const C = {
  ink: "#0f1628",
  muted: "#4a5670",
  accent: "#0b6fd6",
  line: "#e3e8f2",
  box: "#f3f6fc",
  bg: "#eef2f8",
};
const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const s = {
  body: { margin: 0, padding: "24px 8px", backgroundColor: C.bg, fontFamily: font } satisfies CSSProperties,
  card: {
    maxWidth: "600px",
    width: "100%",
    margin: "0 auto",
    backgroundColor: "#ffffff",
    border: `1px solid ${C.line}`,
    borderRadius: "16px",
    padding: "32px 28px",
    boxSizing: "border-box",
  } satisfies CSSProperties,
  h1: { color: C.ink, fontSize: "26px", lineHeight: "1.25", margin: "24px 0 12px" } satisfies CSSProperties,
  h2: { color: C.ink, fontSize: "17px", margin: "28px 0 8px" } satisfies CSSProperties,
  p: { color: C.muted, fontSize: "15px", lineHeight: "1.6", margin: "0 0 12px" } satisfies CSSProperties,
  box: {
    backgroundColor: C.box,
    border: `1px solid ${C.line}`,
    borderRadius: "12px",
    padding: "16px 18px",
    margin: "20px 0 0",
  } satisfies CSSProperties,
  label: { color: C.muted, fontSize: "13px", margin: 0 } satisfies CSSProperties,
  big: {
    color: C.ink,
    fontSize: "28px",
    fontWeight: 700,
    margin: "4px 0 0",
    letterSpacing: "0.02em",
  } satisfies CSSProperties,
  cell: { color: C.ink, fontSize: "15px", padding: "8px 0", verticalAlign: "top" } satisfies CSSProperties,
  num: {
    color: C.ink,
    fontSize: "15px",
    padding: "8px 0 8px 12px",
    textAlign: "right",
    whiteSpace: "nowrap",
    fontWeight: 600,
    verticalAlign: "top",
  } satisfies CSSProperties,
  rule: { borderColor: C.line, margin: "8px 0" } satisfies CSSProperties,
  button: {
    backgroundColor: C.accent,
    color: "#ffffff",
    borderRadius: "999px",
    padding: "12px 22px",
    fontSize: "15px",
    fontWeight: 600,
    textDecoration: "none",
    display: "inline-block",
    marginTop: "14px",
  } satisfies CSSProperties,
  test: {
    backgroundColor: "#fff4d6",
    border: "1px solid #e0b23c",
    borderRadius: "10px",
    padding: "10px 14px",
    color: "#5c4200",
    fontSize: "14px",
    fontWeight: 700,
    margin: "0 0 20px",
  } satisfies CSSProperties,
};

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Row>
      <Column className="ink" style={{ ...s.cell, fontWeight: strong ? 700 : 400 }}>
        {label}
      </Column>
      <Column className="ink" style={s.num}>
        {value}
      </Column>
    </Row>
  );
}

function Box({ children }: { children: ReactNode }) {
  return (
    <Section className="box" style={s.box}>
      {children}
    </Section>
  );
}

/** The HTML part: one column, at most 600 px wide, readable from 320 px, light and dark. */
export function ConfirmationEmail({ facts: f }: { facts: ConfirmationFacts }) {
  const w = words(f);
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{w.subject}</title>
        <style>{DARK_CSS}</style>
      </Head>
      <Preview>{`${f.reference}: ${w.title}. ${w.intro}`}</Preview>
      <Body className="bg" style={s.body}>
        <Container className="card" style={s.card}>
          {f.testMode && <Text style={s.test}>{TEST_NOTICE}</Text>}
          <Row>
            <Column style={{ width: "44px" }}>
              <Img
                src={`${f.siteUrl}/icons/icon-192.png`}
                width="36"
                height="36"
                alt=""
                style={{ borderRadius: "9px" }}
              />
            </Column>
            <Column>
              <Text
                className="ink"
                style={{ ...s.p, color: C.ink, fontSize: "20px", fontWeight: 700, margin: 0 }}
              >
                {BRAND}
              </Text>
            </Column>
          </Row>

          <Heading as="h1" className="ink big" style={s.h1}>
            {w.title}
          </Heading>
          <Text className="muted" style={s.p}>
            Hi {f.name},
          </Text>
          <Text className="muted" style={s.p}>
            {w.intro}
          </Text>

          <Box>
            <Text className="muted" style={s.label}>
              Order reference
            </Text>
            <Text className="ink" style={s.big}>
              {f.reference}
            </Text>
            <Button href={f.orderUrl} style={s.button}>
              View your order
            </Button>
          </Box>

          {f.queuePosition !== null && (
            <Box>
              <Text className="muted" style={s.label}>
                Your place in the delivery queue
              </Text>
              <Text className="ink" style={s.big}>
                #{f.queuePosition}
              </Text>
            </Box>
          )}

          <Heading as="h2" className="ink" style={s.h2}>
            Your order
          </Heading>
          <Section>
            {w.items.map((i) => (
              <Line key={i.name} label={`${i.name} × ${i.quantity}`} value={i.price} />
            ))}
          </Section>
          <Hr className="rule" style={s.rule} />
          <Section>
            {w.amounts.map(([k, v]) => (
              <Line key={k} label={k} value={v} strong={k === "Order total"} />
            ))}
          </Section>
          <Hr className="rule" style={s.rule} />
          <Section>
            {w.payments.map(([k, v]) => (
              <Line key={k} label={k} value={v} strong />
            ))}
          </Section>
          {w.credit && (
            <Box>
              <Text className="accent" style={{ ...s.p, color: C.accent, fontWeight: 600, margin: 0 }}>
                {w.credit}
              </Text>
            </Box>
          )}

          <Heading as="h2" className="ink" style={s.h2}>
            Shipping to
          </Heading>
          <Text className="muted" style={{ ...s.p, whiteSpace: "pre-line" }}>
            {`${f.name}\n${f.address}`}
          </Text>

          <Heading as="h2" className="ink" style={s.h2}>
            What happens next
          </Heading>
          {w.next.map((n, i) => (
            <Text key={n} className="muted" style={s.p}>
              {`${i + 1}. ${n}`}
            </Text>
          ))}

          <Heading as="h2" className="ink" style={s.h2}>
            Need help?
          </Heading>
          <Text className="muted" style={s.p}>
            {w.support}
          </Text>

          <Hr className="rule" style={{ ...s.rule, margin: "24px 0 12px" }} />
          <Text className="muted" style={{ ...s.p, fontSize: "13px" }}>
            {BRAND} ·{" "}
            <Link className="accent" href={f.siteUrl} style={{ color: C.accent }}>
              {f.siteUrl.replace(/^https?:\/\//, "")}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
