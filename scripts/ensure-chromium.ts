/**
 * Browser tests need Chromium. Playwright's own download cannot work offline, so we use the system
 * browser: CHROMIUM_PATH, else /usr/bin/chromium, else Debian's `chromium` package when this
 * process may install system packages. Otherwise stop with instructions: never skip silently.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
].filter((p): p is string => Boolean(p));

export function findChromium(): string | undefined {
  return candidates.find((p) => existsSync(p));
}

function canInstall(): boolean {
  return process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
}

if (import.meta.main) {
  if (findChromium()) process.exit(0);
  if (canInstall()) {
    console.log("Chromium not found: installing Debian's chromium package…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
    if (findChromium()) process.exit(0);
  }
  console.error(
    [
      "Chromium is required for the browser tests and was not found.",
      "Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium/Chrome binary.",
    ].join("\n"),
  );
  process.exit(1);
}
