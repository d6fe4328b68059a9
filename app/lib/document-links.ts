/**
 * Where the buyer's copy of a document is, from the order page's signed link (a path, or the
 * absolute link of an e-mail): its printable page, and its PDF beside it, under the same token.
 */
export function documentPaths(orderPageLink: string, number: string) {
  const url = new URL(orderPageLink, "http://relative.invalid");
  const origin = /^https?:\/\//.test(orderPageLink) ? url.origin : "";
  const base = `${origin}${url.pathname}/documents/${encodeURIComponent(number)}`;
  return { page: `${base}${url.search}`, pdf: `${base}/pdf${url.search}` };
}
