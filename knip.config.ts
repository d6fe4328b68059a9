import type { KnipConfig } from "knip";

/**
 * `npx knip` (a step of `npm test`): no unused file, export, type or dependency. The plugins find
 * most entry points themselves: React Router's (app/routes.ts, app/root.tsx, app/entry.server.tsx),
 * Vite's, Vitest's projects, Playwright's, ESLint's, drizzle-kit's and every script package.json
 * runs. The entries below are the ones no configuration names. `npm run knip` first writes the
 * route types (`./+types/…`, found through tsconfig's rootDirs), which knip resolves.
 */
const config: KnipConfig = {
  entry: [
    // The server build's input (vite.config.ts): server/index.ts and the tests load its createApp
    // from the built bundle, not from this file.
    "server/app.ts",
    // Live islands: live-boot.ts loads them by `import.meta.glob`, the islands build bundles them.
    "app/**/*.island.tsx",
    // Scripts run by hand, each documented in its header (generators whose output is committed,
    // screenshots, a trace of the main thread).
    "scripts/fonts.ts",
    "scripts/icons.ts",
    "scripts/music.ts",
    "scripts/generate-vuering-manual.ts",
    "scripts/screenshots-cart.ts",
    "scripts/screenshots-states.ts",
    "scripts/bench/main-thread-trace.ts",
    // The bare React Router app `npm run bench:lighthouse -- --compare` builds and serves.
    "scripts/bench/template/server.ts",
    "scripts/bench/template/{react-router.config,vite.config}.ts",
    "scripts/bench/template/app/{root.tsx,routes.ts,routes/*.tsx}",
  ],
  project: ["**/*.{ts,tsx,js,css}"],
  ignoreDependencies: [
    // icon-sprite.ts imports `lucide-react/icons/${name}` for each name it finds: no literal path.
    "lucide-react",
    // bench/processes.ts runs node_modules/sirv-cli/bin.js by its path, as the static baseline.
    "sirv-cli",
    // html-validity.spec.ts finds vnu.jar beside require.resolve("vnu-jar") and runs it with Java.
    "vnu-jar",
  ],
  ignoreBinaries: [
    // System programs, not npm packages: ensure-chromium.ts installs Chromium with apt-get,
    // music.ts encodes the loop with opus-tools.
    "apt-get",
    "opusenc",
  ],
};

export default config;
