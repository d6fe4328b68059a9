/**
 * What an e-mail says, as data: every template builds one of these from its typed facts, and the
 * layout renders it twice, as HTML (React Email) and as the plain-text part. Both parts come from
 * the same blocks, so they can never disagree.
 */
export interface EmailContent {
  subject: string;
  /** The inbox preview line. */
  preview: string;
  /** The heading at the top of the card. */
  title: string;
  /** "Hi Asha,": buyers' e-mails; staff e-mails go without. */
  greeting?: string;
  blocks: Block[];
  /** The support sentence under "Need help?" (buyers' e-mails). */
  support?: string;
  /** A button under the support sentence (WhatsApp, when the shop has it). */
  supportLink?: Link;
  /** Printed before anything else when the order is a sandbox test. */
  testNotice?: string;
  /** The shop's address, for the logo and the footer. */
  siteUrl: string;
  /** Buyers' e-mails: the footer says where a lost order link is found again. */
  findOrdersUrl?: string;
}

/**
 * The logo at the top of every e-mail: a 72 px picture shown at 36 px (sharp on high-density
 * screens), under /email/, which the server sends with a cross-origin resource policy.
 */
export const EMAIL_LOGO = { path: "/email/logo-72.png", width: 36, height: 36, alt: "Luxid logo" } as const;

/** The logo's absolute address on the shop's site (PUBLIC_SITE_URL, trailing slash or not). */
export const emailLogoUrl = (siteUrl: string) => `${siteUrl.replace(/\/$/, "")}${EMAIL_LOGO.path}`;

export interface LineRow {
  label: string;
  value: string;
  strong?: boolean;
}

export type Block =
  /** A paragraph; `accent` for the one sentence the reader must not miss. */
  | { type: "paragraph"; text: string; tone?: "accent" }
  | { type: "heading"; text: string }
  /** A boxed fact in large type (a reference, a tracking number), with an optional button. */
  | { type: "highlight"; label: string; value: string; link?: Link }
  | { type: "button"; link: Link }
  /** Label and amount rows (items, sums); the text part prints `label: value`. */
  | { type: "lines"; rows: LineRow[] }
  | { type: "rule" }
  /** A boxed note in the accent colour (the accessory credit). */
  | { type: "note"; text: string }
  /** Numbered steps. */
  | { type: "steps"; items: string[] }
  /** Lines kept as typed (an address): indented in the text part. */
  | { type: "verbatim"; lines: string[] };

export interface Link {
  href: string;
  /** The button's words. */
  label: string;
  /** How the plain-text part introduces the address, when the button's words read badly there. */
  textLabel?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}
