import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/** React Router's own plugin and nothing else: the template as `create-react-router` makes it. */
export default defineConfig({ plugins: [reactRouter()] });
