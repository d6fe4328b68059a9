import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

/**
 * `npm run bench:interaction`: the browser measurements that are budgets, not behaviour (the
 * pre-order page's interaction latency and time to interactive on a throttled phone). They hold on
 * a quiet machine and say nothing on a busy one, so they are run on demand, like the Lighthouse
 * benchmark, and not by `npm test`: CI shares two cores between the server and two browsers.
 */
export default defineConfig({ ...base, testMatch: "**/*.bench.ts", workers: 1 });
