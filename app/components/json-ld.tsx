import { jsonLd } from "~/lib/seo";
import { useNonce } from "./nonce";

/** A structured-data block for search engines. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonLd(data) }}
    />
  );
}
