import type { Route } from "./+types/policy";
import { PolicyPage, policyMeta } from "~/components/policy-page";
import { POLICY_PATHS, type PolicySlug } from "~/content/policies/policy";
import { policy } from "~/content/policies/policies.server";
import { STATIC_PAGE } from "~/lib/static-page";

/**
 * The four policy pages (routes.ts serves this module at each policy's URL). Only content: sent
 * without scripts (ADR 026). The words: app/content/policies/<slug>.md.
 */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = (args) => policyMeta(args, args.loaderData?.policy);

/** The policy served at this path (routes.ts serves each at its POLICY_PATHS entry). */
function slugAt(path: string): PolicySlug | undefined {
  const found = Object.entries(POLICY_PATHS).find(([, at]) => at === path);
  return found?.[0] as PolicySlug | undefined;
}

export function loader({ url }: Route.LoaderArgs) {
  const slug = slugAt(url.pathname.replace(/(?<=.)\/$/, ""));
  if (!slug) throw new Error(`No policy is served at ${url.pathname}`);
  return { policy: policy(slug) };
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} />;
}
