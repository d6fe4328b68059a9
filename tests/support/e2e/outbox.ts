import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The e-mails a spec's own server wrote as .eml files to `DATA_DIR/outbox` (the mailer of a shop
 * without SMTP settings), decoded for reading in tests.
 */

/** Quoted-printable undone: soft line breaks and `=XX` bytes (UTF-8 sequences decoded whole). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replaceAll("=", ""), "hex").toString("utf8"),
  );
}

/** A header's value with RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?") // white space between encoded words is not part of the text
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, body: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(body, "base64").toString("utf8")
        : decodeQuotedPrintable(body.replaceAll("_", " ")),
    );
}

export interface Mail {
  file: string;
  to: string;
  subject: string;
  /** The whole message, quoted-printable decoded: headers, text part and HTML part. */
  text: string;
}

/** One .eml file read: its To and Subject headers (unfolded, decoded) and its decoded text. */
function parseEml(file: string, eml: string): Mail {
  const head = eml.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) =>
    decodeHeader(new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim() ?? "");
  return { file, to: header("To"), subject: header("Subject"), text: decodeQuotedPrintable(eml) };
}

/** Every e-mail in the outbox of `dataDir` (each file is renamed into place whole). */
async function outboxMails(dataDir: string): Promise<Mail[]> {
  const dir = path.join(dataDir, "outbox");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml"));
  return Promise.all(files.map(async (f) => parseEml(f, await readFile(path.join(dir, f), "utf8"))));
}

/** The e-mails addressed to `to` (the whole address, case as written). */
export async function mailsTo(dataDir: string, to: string): Promise<Mail[]> {
  return (await outboxMails(dataDir)).filter((m) => m.to === to);
}
