import type { ESLint } from "eslint";

/** The local plugin eslint.config.js loads: its one rule is `island-imports`. */
export declare const islandImports: ESLint.Plugin;
