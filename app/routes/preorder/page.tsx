import { ArrowLeft } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { PreorderFlow } from "~/components/preorder/preorder-flow";
import { parseItemsParam } from "~/lib/cart";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/page";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Pre-Order Vue Glass",
    description:
      "Pre-order Vue Glass and accessories: pay a 20% booking now and the rest at delivery, with EMI options.",
  });

/** The products preselected by `?items=` (unknown ids ignored), so the first HTML shows them. */
export function loader({ request }: Route.LoaderArgs) {
  return { initialItems: parseItemsParam(new URL(request.url).searchParams.get("items")) };
}

/** Back to where the visitor came from, or home when they arrived here directly. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <Link
      to="/"
      onClick={(e) => {
        if ((window.history.state as { idx?: number } | null)?.idx) {
          e.preventDefault();
          void navigate(-1);
        }
      }}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/10 px-4 text-sm font-medium text-mist-300 transition-colors hover:border-white/25 hover:text-white"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Back
    </Link>
  );
}

export default function Preorder({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page pt-6 pb-20 md:pt-10">
      <BackButton />
      <header className="mt-6 mb-8 max-w-3xl md:mb-12">
        <p className="text-xs font-semibold tracking-[0.2em] text-brand-300 uppercase">Pre-order</p>
        <h1 className="mt-3 font-display text-headline font-semibold text-white">Reserve your Vue Glass.</h1>
        <p className="mt-4 text-lg leading-relaxed text-mist-300">
          Pay 20% now to hold your place in the delivery queue. The rest is due at delivery, with EMI options.
        </p>
      </header>
      <PreorderFlow initialItems={loaderData.initialItems} />
    </div>
  );
}
