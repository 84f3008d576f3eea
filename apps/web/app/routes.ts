import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("portfolio", "routes/portfolio.tsx"),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    route("construction", "routes/construction.tsx"),
    route("steel-manufacturing", "routes/steel-manufacturing.tsx"),
    route("cleaning", "routes/cleaning.tsx"),
    route("moving", "routes/moving.tsx"),
    route("financial", "routes/financial.tsx"),
    route("cosmetics", "routes/cosmetics.tsx"),
    route("analysis", "routes/analysis.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
] satisfies RouteConfig;
