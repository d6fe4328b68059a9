import type { Config } from "@react-router/dev/config";

/** The bare React Router SSR template that `npm run bench:lighthouse -- --compare` measures beside the shop. */
export default {
  ssr: true,
  buildDirectory: process.env.TEMPLATE_BUILD_DIR ?? "build",
} satisfies Config;
