import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import { siteConfig } from "~/site.config";
import "./app.css";

/** Pages replace this with their own title; the SPA fallback document keeps it. */
export const meta = () => [{ title: siteConfig.name }];

export function Layout({ children }: { children: React.ReactNode }) {
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
        <ScrollRestoration />
        <Scripts />
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
