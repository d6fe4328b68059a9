import { staticIsland } from "~/components/island/static-island";

/*
 * The marketing pages' static parts as islands (ADR 008): server HTML that never hydrates, whose
 * code is not in the first load.
 */
export const FeatureStory = staticIsland(() => import("./feature-story").then((m) => m.FeatureStory));
