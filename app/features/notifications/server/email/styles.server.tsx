import { Column, Row, Section } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";

/** The e-mails' look: colours, inline styles (what mail clients honour) and two building blocks. */

// Light by default; clients that honour prefers-color-scheme (Apple Mail, iOS, some webmail) get
// a dark card. Inline colours are overridden with !important, the only way past inline styles.
export const DARK_CSS = `
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

export const C = {
  ink: "#0f1628",
  muted: "#4a5670",
  accent: "#0b6fd6",
  line: "#e3e8f2",
  box: "#f3f6fc",
  bg: "#eef2f8",
};
const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const s = {
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
    margin: "20px 0 16px",
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

export function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
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

export function Box({ children }: { children: ReactNode }) {
  return (
    <Section className="box" style={s.box}>
      {children}
    </Section>
  );
}
