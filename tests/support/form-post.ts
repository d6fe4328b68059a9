import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { TestApp } from "./app";

/** The headers Chromium sends with a form submitted as a document (no JavaScript, or reloadDocument). */
const DOCUMENT_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
  "sec-fetch-site": "same-origin",
  "sec-fetch-user": "?1",
};

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** A form's body as a browser encodes it: multipart when it carries a file, urlencoded otherwise. */
export async function formBody(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> },
): Promise<{ body: Buffer; contentType: string }> {
  if (!file) {
    return {
      body: Buffer.from(new URLSearchParams(fields).toString()),
      contentType: "application/x-www-form-urlencoded",
    };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", new Blob([file.bytes], { type: file.type }), file.name);
  const encoded = new Request("http://form.invalid/", { method: "POST", body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type")!,
  };
}

/**
 * Posts `body` with exactly these headers (fetch would replace Sec-Fetch-Mode), in chunks, and
 * stops sending once the server has answered: a refused upload is answered before it is read,
 * and the server then closes the connection, as a browser sees it.
 */
export function postForm(
  app: TestApp,
  path: string,
  { body, contentType }: { body: Buffer; contentType: string },
  headers: Record<string, string> = DOCUMENT_HEADERS,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(`${app.url}${path}`, {
      method: "POST",
      headers: { ...headers, "content-type": contentType, "content-length": String(body.length) },
    });
    req.on("response", (res) => {
      answered = true;
      let text = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      const done = () => {
        req.destroy();
        resolve({ status: res.statusCode!, headers: res.headers, text });
      };
      res.on("end", done);
      res.on("error", done);
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const CHUNK = 64 * 1024;
    let offset = 0;
    const pump = () => {
      while (!answered && offset < body.length) {
        const more = req.write(body.subarray(offset, offset + CHUNK));
        offset += CHUNK;
        if (!more) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    req.flushHeaders();
    pump();
  });
}
