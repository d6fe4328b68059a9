import { FeatureStory } from "~/components/marketing/feature-story";
import { productHeroPreload } from "~/components/store/product-page";
import type { Route } from "./+types/vue-glass";

export const links: Route.LinksFunction = () => productHeroPreload("glasses");

/*
 * Vue Glass in the store, sold like every other product (its hero, in product-layout.tsx, adds
 * the testers' verdict): then the story /features tells (as a static island, so its code stays
 * out of this page's JavaScript).
 */
export default function VueGlass() {
  return <FeatureStory />;
}
