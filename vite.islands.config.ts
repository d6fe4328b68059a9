/**
 * The live islands' build (ADR 027): the boot script, React DOM and each island's code, for pages
 * sent without React Router's scripts. Built after the app (`npm run build`) into
 * build/client/assets/islands, served like every hashed asset. React Router itself may never be
 * part of it: the build fails if an island imports it.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

/** The app's built assets (under build/client), and the islands' folder inside them. */
const APP_ASSETS = "assets";
const OUT = `${APP_ASSETS}/islands`;

/** Fails the build when a module of the islands imports React Router (the islands have no router). */
function noRouter(): Plugin {
  return {
    name: "islands-without-router",
    resolveId(source, importer) {
      if (/^(react-router|@react-router\/)/.test(source)) {
        this.error(`${importer ?? "?"} imports ${source}: a live island must not use React Router`);
      }
      return null;
    },
  };
}

/**
 * Fails the build when the boot script imports a module statically (but Vite's helper that fetches
 * a dynamic import's dependencies in parallel, a chunk of its own): everything it imports is
 * fetched with it, a round trip ahead of the islands' own code, and what islands share would
 * bring React DOM along. (The page imports the boot itself only after its first paint, ADR 034.)
 */
function bootImportsNothing(): Plugin {
  return {
    name: "boot-imports-nothing",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      const boot = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith(BOOT_SOURCE));
      const imported = chunks.filter((c) => boot?.imports.includes(c.fileName));
      const modules = imported
        .flatMap((c) => Object.keys(c.modules))
        .filter((m) => !m.includes(PRELOAD_HELPER));
      if (modules.length)
        this.error(`the boot script imports ${modules.join(", ")} statically: use import()`);
    },
  };
}

const PRELOAD_HELPER = "vite/preload-helper";
const BOOT_SOURCE = "app/components/island/live-boot.ts";
/** Field data (web-vitals), which every page adds once it has loaded: built here, hashed like the islands. */
const VITALS_SOURCE = "app/features/field-data/client/report-vitals.ts";

/** The icon sprite's built name: `icons-<hash>.svg`, the same in both builds (same content). */
const SPRITE = /^icons-[\w-]+\.svg$/;

/**
 * Islands draw their icons from the app's sprite (`/assets/icons-<hash>.svg`, the URL in the
 * server's HTML), not from a copy of their own: a second URL is a second download and a second
 * SVG document, fetched the first time an island draws an icon after hydrating, in the middle of
 * the buyer's tap (the quantity stepper's minus on /preorder: a round trip, and 5 to 8 ms of main
 * thread here, 20 to 30 at 4x). The copy is not written; the build fails if the app's is missing.
 */
function appSprite(appAssets: string): Plugin {
  return {
    name: "islands-use-the-app-sprite",
    generateBundle(_options, bundle) {
      for (const [key, file] of Object.entries(bundle)) {
        if (file.type !== "asset" || !SPRITE.test(file.fileName)) continue;
        if (!existsSync(path.join(appAssets, file.fileName)))
          this.error(`the app's build has no ${file.fileName}: build the app first (npm run build)`);
        delete bundle[key];
      }
    },
  };
}

const CLIENT_DIR = `${process.env.BUILD_DIR ?? "build"}/client`;

export default defineConfig({
  base: `/${OUT}/`,
  resolve: { tsconfigPaths: true },
  plugins: [noRouter(), bootImportsNothing(), appSprite(`${CLIENT_DIR}/${APP_ASSETS}`)],
  // The sprite by the app's URL (appSprite).
  experimental: {
    renderBuiltUrl: (fileName) => (SPRITE.test(fileName) ? `/${APP_ASSETS}/${fileName}` : undefined),
  },
  build: {
    outDir: `${CLIENT_DIR}/${OUT}`,
    emptyOutDir: true,
    assetsDir: "",
    manifest: true,
    copyPublicDir: false,
    // Vite preloads a dynamic import's dependencies and imports the module itself only once they
    // have loaded: an island's own chunk came a round trip after React DOM (230 ms of a slow-4G
    // first load of /preorder). Preloaded with them, it arrives in parallel.
    modulePreload: { resolveDependencies: (file, deps) => (deps.includes(file) ? deps : [...deps, file]) },
    rolldownOptions: {
      input: [BOOT_SOURCE, VITALS_SOURCE],
      output: {
        codeSplitting: {
          groups: [
            // The boot script's one import: without a chunk of its own it would join the islands' shared one.
            { name: "preload-helper", test: (id: string) => id.includes(PRELOAD_HELPER), priority: 2 },
            {
              name: "react-dom",
              // With the half of the boot that hydrates: it is fetched with React DOM, never without.
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|^\0rolldown[\\/]runtime|island[\\/](hydrate-island|typed-values)\.ts/,
              priority: 1,
            },
            // The app's small modules that two islands share (content, the toast store, icons,
            // media queries) travel as one chunk, not one request each: a page of several islands
            // (the landing page's) stays within 8 scripts.
            { name: "islands-shared", test: /[\\/]app[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
