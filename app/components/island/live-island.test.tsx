// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { act, useId, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { islandBootLoader } from "~/lib/boot-after-paint.server";
import { islandNameOf } from "./island-name";
import {
  IslandRoot,
  IslandServerContext,
  ISLAND_ATTRIBUTE,
  liveIsland,
  type IslandServer,
} from "./live-island";
import { replayTypedValues } from "./typed-values";

function Counter({ label, start }: { label: string; start: number }) {
  const id = useId();
  const [count, setCount] = useState(start);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} readOnly value={count} />
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        More
      </button>
    </>
  );
}
const CounterIsland = liveIsland("counter", Counter);

const server: IslandServer = {
  render: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
  bootLoader: 'import("/assets/islands/live-boot.js");',
};

function serverHtml() {
  return renderToString(
    <IslandServerContext.Provider value={server}>
      <p>before</p>
      <CounterIsland label="Quantity" start={2} />
    </IslandServerContext.Provider>,
  );
}
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("liveIsland", () => {
  test("the server writes the island's name, props and id prefix, and its HTML with ids of that prefix", () => {
    document.body.innerHTML = serverHtml();
    const island = document.querySelector<HTMLElement>("[data-live-island]")!;
    expect(island.dataset.liveIsland).toBe("counter");
    expect(JSON.parse(island.dataset.props!)).toEqual({ label: "Quantity", start: 2 });
    const prefix = island.dataset.idPrefix!;
    expect(prefix).toMatch(/^counter/);
    const input = island.querySelector("input")!;
    expect(input.id.includes(prefix)).toBe(true);
    expect(island.querySelector("label")!.htmlFor).toBe(input.id);
  });

  test("the browser hydrates it as a root of its own without a mismatch, and it reacts", () => {
    document.body.innerHTML = serverHtml();
    const island = document.querySelector<HTMLElement>("[data-live-island]")!;
    const errors: unknown[] = [];
    // React reports a hydration mismatch (a label's id from another prefix) on the console.
    const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => errors.push(args));
    act(() => {
      hydrateRoot(
        island,
        <Counter {...(JSON.parse(island.dataset.props!) as { label: string; start: number })} />,
        {
          identifierPrefix: island.dataset.idPrefix!,
          onRecoverableError: (error) => errors.push(error),
        },
      );
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    act(() => island.querySelector("button")!.click());
    expect(island.querySelector("input")!.value).toBe("3");
  });

  test("without the server's context (a render by the running app) it renders its component", () => {
    const html = renderToString(<CounterIsland label="Quantity" start={1} />);
    expect(html).toContain('data-live-island="counter"');
    expect(html).toContain("Quantity");
  });
});

test("every island file declares the name the boot script finds it by", { timeout: 30_000 }, async () => {
  const files = readdirSync(path.resolve("app"), { recursive: true, encoding: "utf8" }).filter((f) =>
    f.endsWith(".island.tsx"),
  );
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const module = (await import(/* @vite-ignore */ path.resolve("app", file))) as {
      default: { islandName: string };
    };
    expect(module.default.islandName, file).toBe(islandNameOf(file));
  }
});

test("the boot script and the page's loader look for islands by the attribute the server writes", () => {
  // live-boot.ts writes the name out rather than import it (it may import nothing before the paint).
  const boot = readFileSync(path.resolve("app/components/island/live-boot.ts"), "utf8");
  expect(boot).toContain(`const ATTRIBUTE = "${ISLAND_ATTRIBUTE}";`);
  // The loader (app/lib, which may not import components) finds the page's islands by it too.
  const loader = islandBootLoader({ url: "/boot.js", chunks: [], islands: {} });
  expect(loader).toContain(`document.querySelectorAll("[${ISLAND_ATTRIBUTE}]")`);
  expect(loader).toContain(`island.dataset.${camelCase(ISLAND_ATTRIBUTE.replace(/^data-/, ""))}`);
});

const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** A form of controlled fields, as the pre-order and balance forms are. */
function Fields({ name }: { name: string }) {
  const [text, setText] = useState(name);
  const [size, setSize] = useState("");
  const [gift, setGift] = useState(false);
  const [plan, setPlan] = useState("a");
  const [other, setOther] = useState(0);
  return (
    <form>
      <input aria-label="Name" value={text} onChange={(e) => setText(e.target.value)} />
      <select aria-label="Size" value={size} onChange={(e) => setSize(e.target.value)}>
        <option value="">Choose</option>
        <option value="8">8</option>
      </select>
      <input aria-label="Gift" type="checkbox" checked={gift} onChange={(e) => setGift(e.target.checked)} />
      {(["a", "b"] as const).map((p) => (
        <input
          key={p}
          aria-label={`Plan ${p.toUpperCase()}`}
          type="radio"
          name="plan"
          checked={plan === p}
          onChange={() => setPlan(p)}
        />
      ))}
      <button type="button" onClick={() => setOther((n) => n + 1)}>
        Render again
      </button>
      <output>{`${text}|${size}|${gift}|${plan}|${other}`}</output>
    </form>
  );
}
const FieldsIsland = liveIsland("fields", Fields);

test("what a visitor typed before the island hydrated becomes its state, and a later render keeps it", () => {
  document.body.innerHTML = renderToString(
    <IslandServerContext.Provider value={server}>
      <FieldsIsland name="" />
    </IslandServerContext.Provider>,
  );
  const island = document.querySelector<HTMLElement>("[data-live-island]")!;
  const field = (label: string) => island.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
  // The buyer acts on the server's HTML before React takes it over.
  field("Name").value = "Asha Verma";
  island.querySelector("select")!.value = "8";
  field("Gift").checked = true;
  field("Plan B").checked = true;
  act(() => {
    hydrateRoot(
      island,
      <IslandRoot onHydrated={() => replayTypedValues(island)}>
        <Fields name="" />
      </IslandRoot>,
      { identifierPrefix: island.dataset.idPrefix! },
    );
  });
  expect(island.querySelector("output")!.textContent).toBe("Asha Verma|8|true|b|0");
  act(() => island.querySelector("button")!.click());
  expect(field("Name").value).toBe("Asha Verma");
  expect(island.querySelector("select")!.value).toBe("8");
  expect(field("Plan B").checked).toBe(true);
  expect(island.querySelector("output")!.textContent).toBe("Asha Verma|8|true|b|1");
});
