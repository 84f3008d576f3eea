import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteError,
} from "react-router";
import * as React from "react";
import staticPageScript from "virtual:static-page-script";
import { declaredPage } from "~/lib/route-handle";
import { useIsSpaFallback } from "~/lib/spa-fallback";
import { siteConfig } from "~/site.config";
import "./app.css";

/**
 * Whether this document loads React: what the page it renders declares in the page table. The
 * marketing pages don't: their content is in the HTML and their behaviour comes from the static
 * page's script. The analysis tool does (its island only, see entry.client.tsx), and so must the
 * SPA fallback document the framework always writes (the build refuses one without scripts). A
 * route that declares no page hydrates. No document restores scroll positions in script: every
 * link is a plain link to another document, whose scroll the browser restores itself.
 */
function useHydration() {
  const isSpaFallback = useIsSpaFallback();
  const page = declaredPage(useMatches().at(-1)?.handle);
  return isSpaFallback || page?.hydrates !== false;
}

/** Pages replace this with their own title; the SPA fallback document keeps it. */
export const meta = () => [{ title: siteConfig.name }];

export function Layout({ children }: { children: React.ReactNode }) {
  const hydrate = useHydration();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate ? <Scripts /> : <script type="module" src={staticPageScript} />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Shown by the client-rendered analysis tool until its code has loaded. */
export function HydrateFallback() {
  return (
    <p role="status" className="p-8 text-center text-muted-foreground">
      Loading {siteConfig.name}…
    </p>
  );
}

/** Keeps the router's own wording ("Unexpected Application Error!") for anything a route throws. */
export function ErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 font-mono text-destructive">{detail}</p>
    </main>
  );
}
