import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(pages.notFound);

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 id="page-title" className="text-6xl font-bold">
        404
      </h1>
      <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
      <Link
        to="/"
        className="mt-8 inline-block font-medium text-primary underline underline-offset-4"
      >
        Return to Home
      </Link>
    </section>
  );
}
