/**
 * Icons as one cached sprite. The app imports icons from lucide-react as usual
 * (`import { ArrowRight } from "lucide-react"`); this plugin rewrites those imports into
 * `spriteIcon("arrow-right")`, a component that draws `<svg class="icon"><use href="…#arrow-right">`,
 * and emits every icon the app uses as `<symbol>`s in one hashed SVG file.
 *
 * Why: inline icons were a fifth of a page's HTML (55 on /blog, ~380 bytes each, most of them the
 * same few shapes), and every icon's drawing code was JavaScript in the first load. A use of the
 * sprite is under 100 bytes and costs no JavaScript beyond one small component. Stroke and size
 * defaults live in CSS (`.icon` in app.css). Type-only imports (`type LucideIcon`) stay as they are.
 * Unit tests (vitest) do not run this plugin: there the real lucide components render.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
const VIRTUAL = "virtual:luxid/icon-sprite";
const RESOLVED = `\0${VIRTUAL}`;

/** "ArrowUpRight" → "arrow-up-right", "Link2" → "link-2". */
export function iconFile(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([a-zA-Z])(\d)/g, "$1-$2")
    .toLowerCase();
}

function specifiers(list: string) {
  return list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((raw) => {
      const type = raw.startsWith("type ");
      const [name, alias = name] = raw.replace(/^type\s+/, "").split(/\s+as\s+/) as [string, string?];
      return { raw, type, name, alias };
    });
}

export function rewriteLucideImports(code: string): string {
  let used = false;
  const out = code.replace(IMPORT, (_whole, list: string) => {
    const specs = specifiers(list);
    const lines = specs
      .filter((s) => !s.type)
      .map((s) => `const ${s.alias} = spriteIcon(${JSON.stringify(iconFile(s.name))});`);
    const types = specs.filter((s) => s.type).map((s) => s.raw.slice(5));
    if (lines.length) used = true;
    if (types.length) lines.unshift(`import type { ${types.join(", ")} } from "lucide-react";`);
    return lines.join("\n");
  });
  return used ? `import { spriteIcon } from "~/components/sprite-icon";\n${out}` : out;
}

/** Every icon named in a lucide-react import under `dir`. */
function iconsUsed(dir: string): Set<string> {
  const names = new Set<string>();
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const m of readFileSync(file, "utf8").matchAll(IMPORT)) {
          for (const s of specifiers(m[1]!)) if (!s.type) names.add(iconFile(s.name));
        }
      }
    }
  };
  walk(dir);
  return names;
}

async function buildSprite(names: Iterable<string>): Promise<string> {
  const symbols: string[] = [];
  for (const name of [...names].sort()) {
    const icon = (await import(`lucide-react/icons/${name}`)) as { default: ComponentType };
    const svg = renderToStaticMarkup(createElement(icon.default));
    const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

export function lucideImports(appDir = path.resolve("app")): Plugin {
  let sprite: { url: string; file: string; source: string } | undefined;
  const ensureSprite = async () => {
    if (!sprite) {
      const source = await buildSprite(iconsUsed(appDir));
      const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
      const file = `assets/icons-${hash}.svg`;
      sprite = { url: `/${file}`, file, source };
    }
    return sprite;
  };
  return {
    name: "luxid:icon-sprite",
    enforce: "pre",
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      return `export default ${JSON.stringify((await ensureSprite()).url)};`;
    },
    transform: {
      filter: { id: /[\\/]app[\\/].*\.tsx?$/, code: "lucide-react" },
      handler(code) {
        const out = rewriteLucideImports(code);
        return out === code ? null : { code: out, map: null };
      },
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const { file, source } = await ensureSprite();
      this.emitFile({ type: "asset", fileName: file, source });
    },
    configureServer(server) {
      // Development: icons added while the server runs appear after a restart.
      server.middlewares.use((req, res, next) => {
        ensureSprite().then(({ url, source }) => {
          if (req.url?.split("?")[0] !== url) return next();
          res.setHeader("Content-Type", "image/svg+xml");
          res.end(source);
        }, next);
      });
    },
  };
}
