import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { expect, test } from "vitest";
import { islandImports } from "./island-imports.js";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: {
    files: ["**/*.tsx"],
    languageOptions: { parser: tseslint.parser },
    plugins: { local: islandImports },
    rules: { "local/island-imports": "error" },
  },
});

/** The rule's messages for `code` as if it were the file `file` (relative to the repository). */
async function problems(code: string, file = "app/routes/store/some-page.tsx") {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.message);
}

test("a named import from an island file is refused: only the island, its default export, is imported", async () => {
  const messages = await problems(`import { AddToCartButton } from "~/components/store/add-to-cart.island";`);
  expect(messages).toEqual([expect.stringContaining("Import only the island itself")]);
});

test("an island imported under its component's name is refused", async () => {
  expect(await problems(`import AddToCartButton from "~/components/store/add-to-cart.island";`)).toEqual([
    expect.stringContaining('"…Island"'),
  ]);
  expect(await problems(`import AddToCartIsland from "../../components/store/add-to-cart.island";`)).toEqual(
    [],
  );
});

test("a live island's component is imported only by its island file", async () => {
  const code = `import { AddToCartButton } from "~/components/store/add-to-cart-button";`;
  expect(await problems(code)).toEqual([expect.stringContaining("add-to-cart.island.tsx")]);
  expect(await problems(code, "app/components/store/add-to-cart.island.tsx")).toEqual([]);
  // Types leave no code in the bundle.
  expect(
    await problems(`import type { PreorderFlowProps } from "~/components/preorder/preorder-flow";`),
  ).toEqual([]);
});

test("eslint.config.js applies the rule to the app's modules, not to their tests", async () => {
  const project = new ESLint({ cwd: root });
  const route = (await project.calculateConfigForFile(path.join(root, "app/routes/marketing/home.tsx"))) as {
    rules: Record<string, unknown>;
  };
  expect(route.rules["local/island-imports"]).toEqual([2]);
  const unitTest = (await project.calculateConfigForFile(
    path.join(root, "app/components/store/add-to-cart-button.test.tsx"),
  )) as { rules: Record<string, unknown> };
  expect(unitTest.rules["local/island-imports"]).toBeUndefined();
}, 60_000); // loads the whole lint configuration and its plugins
