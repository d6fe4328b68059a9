import { useSentAs } from "~/lib/static-page";
import ToasterIsland from "./toaster.island";

/** The page's toaster: a live island on a page of islands, none on a page without scripts. */
export function SiteToaster() {
  return useSentAs() === "islands" ? <ToasterIsland /> : null;
}
