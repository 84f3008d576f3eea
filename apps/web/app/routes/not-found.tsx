import { useEffect } from "react";
import { useLocation } from "react-router";
import { LinkButton } from "~/components/marketing/link-button";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(pages.notFound);

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center"
    >
      <h1 id="page-title" className="text-7xl font-bold tracking-tight text-primary">
        404
      </h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <LinkButton to={pages.home.path} className="mt-4">
        Return to Home
      </LinkButton>
    </section>
  );
}
