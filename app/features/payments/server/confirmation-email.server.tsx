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
import { BRAND } from "~/content/site";
import {
  confirmationWords,
  TEST_NOTICE,
  type ConfirmationFacts,
  type RenderedEmail,
} from "./confirmation-words.server";
import { Box, C, DARK_CSS, Line, s } from "./email-layout.server";

/** The order confirmation: HTML built with React Email, and a plain-text part with the same facts. */
export async function renderConfirmation(f: ConfirmationFacts): Promise<RenderedEmail> {
  const w = confirmationWords(f);
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
    ...(w.window ? [`Expected delivery: ${w.window}`] : []),
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

/** The HTML part: one column, at most 600 px wide, readable from 320 px, light and dark. */
export function ConfirmationEmail({ facts: f }: { facts: ConfirmationFacts }) {
  const w = confirmationWords(f);
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

          {w.window && (
            <Box>
              <Text className="muted" style={s.label}>
                Expected delivery
              </Text>
              <Text className="ink" style={s.big}>
                {w.window}
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
