import type { Root } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { MarkdownLink } from "~/components/markdown-link";
import { Price, useCurrency } from "~/components/price";
import { findProduct } from "~/content/catalogue";
import { useRootData } from "~/lib/root-data";

/** `:price{product=id}` in an article: the catalogue price in the visitor's currency. */
function PriceTag({ product }: { product?: string }) {
  const currency = useCurrency();
  const p = product ? findProduct(product) : undefined;
  if (!p) return null;
  return <Price amount={p.prices[currency]} currency={currency} />;
}

/** `:delivery-start` in an article: "the end of September 2027", from the DELIVERY_START setting. */
function DeliveryStartTag() {
  return <>{useRootData().delivery.startWords}</>;
}

// Typography for the compiled Markdown: the tree carries plain elements, styled from here.
const PROSE = [
  "text-[1.075rem] leading-[1.8] text-mist-300",
  "[&_p]:mt-5 [&_strong]:font-semibold [&_strong]:text-white",
  "[&_h2]:mt-14 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-semibold [&_h2]:text-white md:[&_h2]:text-[1.75rem]",
  "[&_h3]:mt-9 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-white",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li]:marker:text-brand-300",
  "[&_a]:text-brand-300 [&_a]:underline [&_a]:decoration-brand-300/40 [&_a]:underline-offset-4 hover:[&_a]:decoration-brand-300",
  "[&_.heading-anchor]:ml-2 [&_.heading-anchor]:text-mist-400 [&_.heading-anchor]:no-underline [&_.heading-anchor]:opacity-60 hover:[&_.heading-anchor]:opacity-100",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-2 [&_blockquote]:border-brand-400 [&_blockquote]:pl-5 [&_blockquote]:text-mist-100 [&_blockquote]:italic",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_td]:border-t [&_td]:border-white/10 [&_td]:py-2 [&_td]:pr-4 [&_th]:py-2 [&_th]:pr-4 [&_th]:text-white",
].join(" ");

/** An article's compiled body, rendered as React elements (no HTML strings). */
export function ArticleBody({ body }: { body: Root }) {
  return (
    <div className={PROSE} data-article-body="">
      {toJsxRuntime(body, {
        Fragment,
        jsx,
        jsxs,
        components: { a: MarkdownLink, "price-tag": PriceTag, "delivery-start": DeliveryStartTag },
      })}
    </div>
  );
}
