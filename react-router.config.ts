import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts or test runs build side by side; "build" by default.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
