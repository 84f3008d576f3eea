import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Discovered late, the server renderer of the static-page stories would make Vite reload the
  // test page midway and load a second copy of React.
  // The same for the charts' d3 modules, which the first chart story to load would discover.
  optimizeDeps: { include: ["react-dom/server", "d3-hierarchy", "d3-scale", "d3-shape"] },
});
