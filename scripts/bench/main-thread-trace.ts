/**
 * `node scripts/bench/main-thread-trace.ts <baseUrl> [--runs N] [--probe name,…] [--before URL] [paths…]`: what
 * the main thread does while a page loads on a phone-sized, 4x slower CPU. Chromium's own trace
 * (the one Lighthouse reads), taken through the DevTools protocol with `Emulation.setCPUThrottlingRate`
 * 4 and Lighthouse's mobile screen (412 × 823, 1.75 device pixels), until 3 s after `load`.
 *
 * For each page: the main thread's time by kind (Lighthouse's groups: script, parse, style and
 * layout, paint and compositing), its tasks over 50 ms and what fills them, and the DOM's size.
 * `--probe` reloads the page with one cause switched off by a style sheet appended to its head
 * (PROBES below), so the difference names what that cause costs: an attribution by removal, the
 * only one a trace allows for style and paint (it times a recalculation, not the rule behind it).
 * `--before` loads each page from a second server too (an earlier build), in turns with this one.
 * Medians over `--runs` loads (3 by default); prints Markdown. Times are thread time × 4 (below).
 * With TRACE_EVENTS=1 it also lists each style, layout and paint event of a load (time, cost,
 * objects), and with TRACE_OTHER=1 what the unclassified time was. "sheet parse" and "first recalc"
 * are the style sheets' parsing and the first style recalculation, the part a sheet's size drives.
 */
import { chromium, type Page } from "@playwright/test";
import { findChromium } from "../ensure-chromium.ts";
import { median } from "./lighthouse-run.ts";

/** Style sheets that switch one suspected cause off; the empty one refuses the web fonts instead. */
const PROBES: Record<string, string> = {
  "no-aurora": ".parallax-layer{display:none!important}",
  "no-backdrop-blur": "*{backdrop-filter:none!important;-webkit-backdrop-filter:none!important}",
  "no-blur-filter": "*{filter:none!important}",
  "no-shadows": "*{box-shadow:none!important;text-shadow:none!important}",
  "no-text-wrap": "*{text-wrap:wrap!important}",
  "no-gradient-text": ".text-gradient{background:none!important;color:#fff!important}",
  "no-transitions": "*,*::before,*::after{transition:none!important;animation:none!important}",
  "no-webfonts": "",
  "cv-auto": "main section~section,footer{content-visibility:auto;contain-intrinsic-size:auto 500px}",
  "no-select": "select{display:none!important}",
  "select-contain": "select{contain:inline-size}",
  "cv-preorder":
    "#products li:nth-child(n+3),section[aria-labelledby=details-heading],form aside{content-visibility:auto;contain-intrinsic-size:auto 300px}",
};

/** Lighthouse's grouping of trace events (lighthouse-core/lib/tracehouse/task-groups). */
const GROUPS: Record<string, string> = {
  ParseHTML: "parse",
  ParseAuthorStyleSheet: "parse",
  ScheduleStyleRecalculation: "style",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  InvalidateLayout: "layout",
  Layout: "layout",
  Animation: "paint",
  HitTest: "paint",
  PaintSetup: "paint",
  Paint: "paint",
  PaintImage: "paint",
  PrePaint: "paint",
  Layerize: "paint",
  UpdateLayer: "paint",
  UpdateLayerTree: "paint",
  CompositeLayers: "paint",
  "Decode Image": "paint",
  EventDispatch: "script",
  EvaluateScript: "script",
  "v8.evaluateModule": "script",
  FunctionCall: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  RunMicrotasks: "script",
  "V8.Execute": "script",
  "v8.compile": "script",
  "v8.compileModule": "script",
  MinorGC: "gc",
  MajorGC: "gc",
  "BlinkGC.AtomicPhase": "gc",
};
const KINDS = ["parse", "style", "layout", "paint", "script", "gc", "other"] as const;
type Kind = (typeof KINDS)[number];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: the CPU the task used, without the time other processes held the core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

export interface PageCost {
  byKind: Record<Kind, number>;
  longTasks: { ms: number; top: string }[];
  /** The tasks over 50 ms (× 4) that began after the first contentful paint: the ones TBT counts. */
  afterPaint: number[];
  /** Of those, the ones mostly script (the islands' evaluation and hydration), ms. */
  scriptAfterPaint: number[];
  /** When the first contentful paint came, ms from the trace's first task. */
  paintAt: number;
  elements: number;
  styleRecalcs: number;
  layouts: number;
  /** Parsing the page's style sheets (ParseAuthorStyleSheet), and the first style recalculation: the
   * cost a sheet's size adds before the first paint. Thread time × 4, milliseconds. */
  sheetParse: number;
  firstRecalc: number;
}

/**
 * This machine is shared: wall time counts the moments other processes held the core. Thread
 * time does not, and it is what the page itself cost; Chromium's throttling pauses the thread
 * (not counted either), so thread time is the unthrottled cost, and × 4 is what Lighthouse's
 * simulated 4x slower phone charges for it.
 */
const SCALE = 4;
const cpu = (e: TraceEvent) => e.tdur ?? e.dur!;

/** Self time of every complete event on the page's main thread, grouped; milliseconds. */
function costOf(events: TraceEvent[]): Omit<PageCost, "elements"> {
  const main = events.find(
    (e) =>
      e.name === "ParseHTML" &&
      e.ph === "X" &&
      String((e.args?.beginData as { url?: string })?.url).startsWith("http"),
  );
  if (!main) throw new Error("the trace has no ParseHTML of the page");
  const mine = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && typeof e.dur === "number")
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const byKind = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  const longTasks: PageCost["longTasks"] = [];
  const afterPaint: number[] = [];
  const scriptAfterPaint: number[] = [];
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid);
  const paintTs = fcp?.ts ?? Number.POSITIVE_INFINITY;
  const otherNames = new Map<string, number>();
  // Walk the nesting: each event's self time is its duration less its children's.
  const stack: { e: TraceEvent; child: number; kinds: Record<string, number> }[] = [];
  let task: { e: TraceEvent; kinds: Record<string, number> } | undefined;
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.e.ts + stack.at(-1)!.e.dur! <= until) {
      const done = stack.pop()!;
      const self = (SCALE * Math.max(0, cpu(done.e) - done.child)) / 1000;
      const kind = (GROUPS[done.e.name] as Kind | undefined) ?? inherited(done.e) ?? "other";
      byKind[kind] += self;
      if (kind === "other") otherNames.set(done.e.name, (otherNames.get(done.e.name) ?? 0) + self);
      if (task) task.kinds[kind] = (task.kinds[kind] ?? 0) + self;
      if (stack.length) stack.at(-1)!.child += cpu(done.e);
      else if (task && done.e === task.e) {
        const ms = (SCALE * cpu(done.e)) / 1000;
        if (ms > 50) {
          const top = Object.entries(task.kinds)
            .filter(([, v]) => v >= 5)
            .sort((a, b) => b[1] - a[1])
            .map(([k, v]) => `${k} ${Math.round(v)}`)
            .join(", ");
          longTasks.push({ ms, top: `at ${Math.round((done.e.ts - mine[0]!.ts) / 1000)} ${top}` });
          if (done.e.ts >= paintTs) afterPaint.push(ms);
          const largest = Object.entries(task.kinds).sort((a, b) => b[1] - a[1])[0]?.[0];
          if (done.e.ts >= paintTs && largest === "script") scriptAfterPaint.push(ms);
        }
        task = undefined;
      }
    }
  };
  // An event Lighthouse does not group (V8's internals) counts as its nearest grouped parent.
  const inherited = (e: TraceEvent): Kind | undefined => {
    if (e.name.startsWith("V8.") || e.name.startsWith("v8.")) return "script";
    for (let i = stack.length - 1; i >= 0; i--) {
      const g = GROUPS[stack[i]!.e.name] as Kind | undefined;
      if (g) return g;
    }
    return undefined;
  };
  for (const e of mine) {
    close(e.ts);
    if (!stack.length) task = { e, kinds: {} };
    stack.push({ e, child: 0, kinds: {} });
  }
  close(Number.POSITIVE_INFINITY);
  if (process.env.TRACE_EVENTS)
    for (const e of mine)
      if (
        ["Layout", "UpdateLayoutTree", "Paint", "ParseHTML", "ResourceReceiveResponse"].includes(e.name) ||
        e.name.includes("Font")
      )
        console.error(
          `${Math.round((e.ts - mine[0]!.ts) / 1000)} ${e.name} ${((4 * cpu(e)) / 1000).toFixed(1)} ${JSON.stringify(e.args?.beginData ?? e.args?.elementCount ?? e.args?.data ?? "").slice(0, 140)}`,
        );
  if (process.env.TRACE_TASKS) printTasksAfter(mine, paintTs);
  if (process.env.TRACE_OTHER)
    console.error(
      [...otherNames]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([n, v]) => `${n} ${Math.round(v)}`)
        .join(", "),
    );
  const recalcs = mine.filter((e) => e.name === "UpdateLayoutTree");
  return {
    byKind,
    longTasks,
    afterPaint,
    scriptAfterPaint,
    paintAt: Math.round((paintTs - mine[0]!.ts) / 1000),
    sheetParse: mine
      .filter((e) => e.name === "ParseAuthorStyleSheet")
      .reduce((sum, e) => sum + (SCALE * cpu(e)) / 1000, 0),
    firstRecalc: recalcs[0] ? (SCALE * cpu(recalcs[0])) / 1000 : 0,
    styleRecalcs: recalcs.length,
    layouts: mine.filter((e) => e.name === "Layout").length,
  };
}

/**
 * TRACE_TASKS=1: each task of 20 ms (× 4) or more after the first paint, with its largest events
 * inside (name, script URL or function, × 4 thread time): what a split or a yield would have to cut.
 */
function printTasksAfter(mine: TraceEvent[], paintTs: number) {
  const tops: TraceEvent[] = [];
  for (const e of mine) if (!tops.length || e.ts >= tops.at(-1)!.ts + tops.at(-1)!.dur!) tops.push(e);
  for (const t of tops) {
    if (t.ts < paintTs || 4 * cpu(t) < 20_000) continue;
    const inside = mine
      .filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur! && 4 * cpu(e) >= 4_000)
      .map((e) => {
        const data = (e.args?.data ?? {}) as { url?: string; functionName?: string };
        const what = String(data.url ?? data.functionName ?? "").replace(/^.*\//, "");
        return `${e.name}${what ? `(${what})` : ""} ${((4 * cpu(e)) / 1000).toFixed(0)}`;
      });
    console.error(
      `task at ${Math.round((t.ts - mine[0]!.ts) / 1000)}: ${((4 * cpu(t)) / 1000).toFixed(0)} ms: ${inside.slice(0, 14).join(", ")}`,
    );
  }
}

/** One load of `url` at 4x CPU slowdown, traced; `css` is appended to the page's head when given. */
export async function tracePage(page: Page, url: string, css?: string): Promise<PageCost> {
  if (css === "") await page.route(/\.woff2$/, (route) => route.abort());
  else if (css) {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace("</head>", `<style>${css}</style></head>`);
      await route.fulfill({ response, body });
    });
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send("Tracing.start", {
    categories:
      "devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8.execute,blink,loading,disabled-by-default-v8.gc" +
      (process.env.TRACE_CATEGORIES ? `,${process.env.TRACE_CATEGORIES}` : ""),
    transferMode: "ReportEvents",
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(3000);
  const complete = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.end");
  await complete;
  const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
  await cdp.detach();
  if (css !== undefined) await page.unrouteAll();
  return { ...costOf(events), elements };
}

const round = (v: number) => Math.round(v);

if (import.meta.main) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at === -1 ? undefined : args.splice(at, 2)[1];
  };
  const runs = Number(option("--runs") ?? 3);
  const probes = (option("--probe") ?? "").split(",").filter(Boolean);
  const before = option("--before")?.replace(/\/$/, "");
  for (const p of probes)
    if (PROBES[p] === undefined) throw new Error(`unknown probe ${p}: ${Object.keys(PROBES).join(", ")}`);
  const [base, ...paths] = args;
  if (!base?.startsWith("http"))
    throw new Error("usage: main-thread-trace.ts <baseUrl> [--runs N] [--probe a,b] paths…");
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    bypassCSP: true,
  });
  console.log(
    "| page | variant | parse | style | layout | paint | script | other | style + layout + paint | tasks > 50 ms (ms at ms: what fills them) | first paint at | after it: tasks > 50 ms, longest | of them script: count, sum, longest | elements | recalcs / layouts | sheet parse | first recalc |",
  );
  console.log(
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  );
  // Variants of a page are measured in turns (one load of each per round), so a machine that
  // other work slows down slows them alike.
  const variants = [...(before ? ["before"] : []), "as served", ...probes];
  for (const path of paths.length ? paths : ["/faq"]) {
    const costs = new Map<string, PageCost[]>(variants.map((v) => [v, []]));
    for (let i = 0; i < runs; i++) {
      for (const variant of variants) {
        const page = await context.newPage();
        const url = `${variant === "before" ? before : base}${path}`;
        costs.get(variant)!.push(await tracePage(page, url, PROBES[variant]));
        await page.close();
      }
    }
    for (const variant of variants) {
      const list = costs.get(variant)!;
      const med = (f: (c: PageCost) => number) => round(median(list.map(f)));
      const work = (c: PageCost) => c.byKind.style + c.byKind.layout + c.byKind.paint;
      const middle = [...list].sort((a, b) => work(a) - work(b))[Math.floor(list.length / 2)]!;
      const tasks = middle.longTasks.map((t) => `${round(t.ms)} ${t.top}`).join("; ") || "none";
      console.log(
        `| ${path} | ${variant} | ${KINDS.filter((k) => k !== "gc")
          .map((k) => med((c) => (k === "other" ? c.byKind.other + c.byKind.gc : c.byKind[k])))
          .join(
            " | ",
          )} | ${med(work)} | ${tasks} | ${med((c) => c.paintAt)} | ${med((c) => c.afterPaint.length)}, ${med((c) => Math.max(0, ...c.afterPaint))} | ${med((c) => c.scriptAfterPaint.length)}, ${med((c) => c.scriptAfterPaint.reduce((a, b) => a + b, 0))}, ${med((c) => Math.max(0, ...c.scriptAfterPaint))} | ${middle.elements} | ${med((c) => c.styleRecalcs)} / ${med((c) => c.layouts)} | ${med((c) => c.sheetParse)} | ${med((c) => c.firstRecalc)} |`,
      );
    }
  }
  await browser.close();
}
