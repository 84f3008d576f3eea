import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

const heading = /<h1[^>]*>Unexpected Application Error!<\/h1>/;
const detail = (text: string) => new RegExp(`<p[^>]*>${text}</p>`);

/** Renders the root ErrorBoundary the way the router does when a route's loader throws `thrown`. */
async function renderError(thrown: unknown) {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      ErrorBoundary,
      loader: () => {
        throw thrown;
      },
      Component: () => <p>never rendered</p>,
    },
  ]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("the route answered instead of throwing");
  return renderToStaticMarkup(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
      hydrate={false}
    />,
  );
}

describe("the router's error screen", () => {
  it("shows the message of a thrown Error", async () => {
    const html = await renderError(new Error("Cannot read the portfolio"));
    expect(html).toMatch(heading);
    expect(html).toMatch(detail("Cannot read the portfolio"));
    expect(html).not.toContain("never rendered");
  });

  it("shows the status and status text of a thrown Response", async () => {
    const html = await renderError(
      new Response("gone", { status: 503, statusText: "Service Unavailable" }),
    );
    expect(html).toMatch(heading);
    expect(html).toMatch(detail("503 Service Unavailable"));
  });

  it("shows anything else that is thrown as text", async () => {
    expect(await renderError("quota exceeded")).toMatch(detail("quota exceeded"));
  });
});
