import { TabNav } from "~/components/ui/tab-nav";

const PAGES = [
  { label: "Overview", to: "/store/vuering" },
  { label: "Technical", to: "/store/vuering/technical" },
  { label: "Features", to: "/store/vuering/features" },
  { label: "Manual", to: "/store/vuering/manual" },
] as const;

/** Moves between the four VueRING pages; the current one is marked for assistive technology. */
export function VueringNav() {
  return (
    <TabNav
      label="VueRING pages"
      pages={PAGES}
      end
      className="container-page pt-5"
      listClassName="grid grid-cols-4 gap-1 sm:flex"
      linkClass={(isActive) =>
        `flex min-h-10 items-center justify-center rounded-full px-2 text-sm font-medium transition-colors sm:px-4 ${
          isActive ? "bg-white text-ink-950" : "text-mist-300 hover:bg-white/8 hover:text-white"
        }`
      }
    />
  );
}
