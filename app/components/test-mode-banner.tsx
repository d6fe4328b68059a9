import { Icon } from "~/components/icon/icon";

/** The words every page shows while payments run in the sandbox. */
const TEST_MODE_NOTICE = "Test mode — no real payment is taken";

/**
 * Shown above everything on every page in sandbox mode, so nobody takes a test shop for the real
 * one (or a real shop for a test). It scrolls away with the page like the delivery banner.
 */
export function TestModeBanner() {
  return (
    <aside
      aria-label="Test mode"
      data-testid="test-mode-banner"
      className="bg-warning-400 text-center text-xs font-semibold text-ink-950 md:text-sm"
    >
      <p className="container-page flex items-center justify-center gap-2 py-1.5">
        <Icon name="flask-conical" aria-hidden="true" className="size-4 shrink-0" />
        <span>{TEST_MODE_NOTICE}</span>
      </p>
    </aside>
  );
}
