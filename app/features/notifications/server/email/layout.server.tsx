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
import { BRAND } from "~/content/site";
import { FIND_ORDERS } from "../words";
import { EMAIL_LOGO, emailLogoUrl, type Block, type EmailContent } from "./content";
import { Box, C, DARK_CSS, Line, s } from "./styles.server";

/**
 * The one branded layout of every e-mail the shop sends: one column, at most 600 px wide,
 * readable from 320 px, light and dark. The logo is an absolute URL under the site's e-mail
 * assets (served to any origin: mail clients and their image proxies load it from elsewhere),
 * with its size and an alt text, so a client that blocks images keeps the layout and the name.
 */
export function EmailLayout({ content: c }: { content: EmailContent }) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{c.subject}</title>
        <style>{DARK_CSS}</style>
      </Head>
      <Preview>{c.preview}</Preview>
      <Body className="bg" style={s.body}>
        <Container className="card" style={s.card}>
          {c.testNotice && <Text style={s.test}>{c.testNotice}</Text>}
          <Row>
            <Column style={{ width: "44px" }}>
              <Img
                src={emailLogoUrl(c.siteUrl)}
                width={EMAIL_LOGO.width}
                height={EMAIL_LOGO.height}
                alt={EMAIL_LOGO.alt}
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
            {c.title}
          </Heading>
          {c.greeting && (
            <Text className="muted" style={s.p}>
              {c.greeting}
            </Text>
          )}
          {c.blocks.map((block, i) => (
            <BlockView key={i} block={block} />
          ))}

          {c.support && (
            <>
              <Heading as="h2" className="ink" style={s.h2}>
                Need help?
              </Heading>
              <Text className="muted" style={s.p}>
                {c.support}
              </Text>
              {c.supportLink && (
                <Button href={c.supportLink.href} style={{ ...s.button, marginTop: 0 }}>
                  {c.supportLink.label}
                </Button>
              )}
            </>
          )}

          <Hr className="rule" style={{ ...s.rule, margin: "24px 0 12px" }} />
          {c.findOrdersUrl && (
            <Text className="muted" style={{ ...s.p, fontSize: "13px", margin: "0 0 4px" }}>
              {FIND_ORDERS.line}{" "}
              <Link className="accent" href={c.findOrdersUrl} style={{ color: C.accent }}>
                {c.findOrdersUrl.replace(/^https?:\/\//, "")}
              </Link>
            </Text>
          )}
          <Text className="muted" style={{ ...s.p, fontSize: "13px" }}>
            {BRAND} ·{" "}
            <Link className="accent" href={c.siteUrl} style={{ color: C.accent }}>
              {c.siteUrl.replace(/^https?:\/\//, "")}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** An e-mail's call to action: a link drawn as the brand's button. */
function LinkButton({ link }: { link: { href: string; label: string } }) {
  return (
    <Button href={link.href} style={s.button}>
      {link.label}
    </Button>
  );
}

function BlockView({ block: b }: { block: Block }) {
  switch (b.type) {
    case "paragraph":
      return b.tone === "accent" ? (
        <Text className="accent" style={{ ...s.p, color: C.accent, fontWeight: 600 }}>
          {b.text}
        </Text>
      ) : (
        <Text className="muted" style={s.p}>
          {b.text}
        </Text>
      );
    case "heading":
      return (
        <Heading as="h2" className="ink" style={s.h2}>
          {b.text}
        </Heading>
      );
    case "highlight":
      return (
        <Box>
          <Text className="muted" style={s.label}>
            {b.label}
          </Text>
          <Text className="ink" style={s.big}>
            {b.value}
          </Text>
          {b.link && <LinkButton link={b.link} />}
        </Box>
      );
    case "button":
      return (
        <Section>
          <LinkButton link={b.link} />
        </Section>
      );
    case "lines":
      return (
        <Section>
          {b.rows.map((r) => (
            <Line key={`${r.label}:${r.value}`} label={r.label} value={r.value} strong={r.strong ?? false} />
          ))}
        </Section>
      );
    case "rule":
      return <Hr className="rule" style={s.rule} />;
    case "note":
      return (
        <Box>
          <Text className="accent" style={{ ...s.p, color: C.accent, fontWeight: 600, margin: 0 }}>
            {b.text}
          </Text>
        </Box>
      );
    case "steps":
      return (
        <>
          {b.items.map((item, i) => (
            <Text key={item} className="muted" style={s.p}>
              {`${i + 1}. ${item}`}
            </Text>
          ))}
        </>
      );
    case "verbatim":
      return (
        <Text className="muted" style={{ ...s.p, whiteSpace: "pre-line" }}>
          {b.lines.join("\n")}
        </Text>
      );
  }
}
