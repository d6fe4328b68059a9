import { staticIsland } from "~/components/island/static-island";

/*
 * The blog's static parts as islands (ADR 008): an article's text, its product and neighbour
 * links, and the cards' words and pictures are server HTML that never hydrates. The share
 * controls and the tag filter's state stay ordinary components.
 */
export const ArticleMain = staticIsland(() => import("./article-main").then((m) => m.ArticleMain));
export const RelatedProducts = staticIsland(() => import("./article-aside").then((m) => m.RelatedProducts));
export const PrevNext = staticIsland(() => import("./article-aside").then((m) => m.PrevNext));
export const PostCardBody = staticIsland(() => import("./post-card-body").then((m) => m.PostCardBody));
export const TagFilter = staticIsland(() => import("./tag-filter").then((m) => m.TagFilter));
