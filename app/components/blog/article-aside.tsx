import type { ReactNode } from "react";
import { AnchorList } from "~/components/anchor-list";
import { Icon } from "~/components/icon/icon";
import { PostCard } from "~/components/blog/post-card";
import { Link } from "react-router";
import { LinkButton } from "~/components/marketing/link-button";
import { Price, useCurrency } from "~/components/price";
import { ResponsiveImage } from "~/components/responsive-image";
import type { ArticleHeading, PostSummary } from "~/content/blog/article";
import { findProduct, type ProductId } from "~/content/catalogue";
import { HARDWARE } from "~/content/claims";

/** "On this page": the article's second-level headings, for long articles. */
export function TableOfContents({ headings }: { headings: ArticleHeading[] }) {
  return (
    <nav aria-labelledby="toc-title" className="surface p-6">
      <h2 id="toc-title" className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">
        On this page
      </h2>
      <AnchorList
        ordered
        items={headings.map((h) => ({ id: h.id, label: h.text }))}
        className="mt-4 grid gap-2 text-sm"
        linkClassName="text-mist-300 hover:text-white"
      />
    </nav>
  );
}

/** The article's call to action: the products it is about, their prices, and the pre-order link. */
export function ArticleCta({ label, products }: { label: string; products: ProductId[] }) {
  const currency = useCurrency();
  const items = products.map((id) => findProduct(id)!);
  return (
    <aside
      aria-label="Pre-order"
      className="surface mt-14 flex flex-col gap-6 bg-gradient-to-br from-brand-500/10 to-aurora-500/10 p-6 md:flex-row md:items-center md:justify-between md:p-8"
    >
      <div>
        <p className="font-display text-xl font-semibold text-white">Ready to look up?</p>
        <ul className="mt-3 grid gap-1 text-sm text-mist-300">
          {items.map((p) => (
            <li key={p.id} className="flex flex-wrap items-baseline gap-2">
              {p.name}
              <Price amount={p.prices[currency]} currency={currency} />
            </li>
          ))}
        </ul>
      </div>
      <LinkButton to={`/preorder?items=${products.join(",")}`} variant="accent" className="shrink-0">
        {label}
      </LinkButton>
    </aside>
  );
}

/** The footer blurb every article ends with. */
export function AboutLuxid() {
  return (
    <section aria-labelledby="about-luxid" className="mt-12 border-t border-white/10 pt-10">
      <h2 id="about-luxid" className="font-display text-lg font-semibold text-white">
        About Luxid
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-mist-300">
        Luxid is an AR glasses company building Vue Glass in Bangalore: {HARDWARE.weightGrams} g display
        glasses with {HARDWARE.tracking} tracking and a private {HARDWARE.virtualScreen} screen at eye level,
        designed to prevent tech neck by letting you look up instead of down.
      </p>
      <Link
        to="/preorder?items=glasses"
        className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-300 hover:text-brand-400"
      >
        Pre-Order Vue Glass <Icon name="arrow-right" aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

/** A band under the article: what it links to, as a grid. */
function RelatedSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-16">
      <h2 id={id} className="font-display text-2xl font-semibold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Small product tiles for the products an article mentions. */
export function RelatedProducts({ products }: { products: ProductId[] }) {
  const currency = useCurrency();
  return (
    <RelatedSection id="related-products" title="In this article">
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((id) => {
          const p = findProduct(id)!;
          return (
            <li key={id}>
              <Link
                to={p.detailPath}
                className="surface flex items-center gap-4 p-4 transition-colors hover:border-brand-400/30"
              >
                <span className="block w-24 shrink-0 overflow-hidden rounded-xl bg-ink-800">
                  <ResponsiveImage name={p.image} alt="" sizes="96px" className="h-auto w-full" />
                </span>
                <span>
                  <span className="block font-semibold text-white">{p.name}</span>
                  <Price amount={p.prices[currency]} currency={currency} className="text-sm" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </RelatedSection>
  );
}

/** Cards of the articles closest to this one. */
export function RelatedArticles({ posts, siteUrl }: { posts: PostSummary[]; siteUrl: string }) {
  return (
    <RelatedSection id="related-articles" title="Related articles">
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {posts.map((p) => (
          <li key={p.slug}>
            <PostCard post={p} siteUrl={siteUrl} headingLevel={3} />
          </li>
        ))}
      </ul>
    </RelatedSection>
  );
}

/** Older and newer articles, in publication order. */
export function PrevNext({
  older,
  newer,
}: {
  older?: PostSummary | undefined;
  newer?: PostSummary | undefined;
}) {
  return (
    <nav aria-label="More articles" className="mt-12 grid gap-4 sm:grid-cols-2">
      {older ? (
        <Link to={`/blog/${older.slug}`} className="surface p-5 hover:border-brand-400/30">
          <span className="flex items-center gap-2 text-xs text-mist-400">
            <Icon name="arrow-left" aria-hidden="true" className="size-4" /> Previous article
          </span>
          <span className="mt-2 block font-semibold text-white">{older.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {newer && (
        <Link to={`/blog/${newer.slug}`} className="surface p-5 text-right hover:border-brand-400/30">
          <span className="flex items-center justify-end gap-2 text-xs text-mist-400">
            Next article <Icon name="arrow-right" aria-hidden="true" className="size-4" />
          </span>
          <span className="mt-2 block font-semibold text-white">{newer.title}</span>
        </Link>
      )}
    </nav>
  );
}
