import { LinkButton } from "~/components/marketing/link-button";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { staticDocument } from "~/lib/route-handle";
import { behaviourRef } from "~/behaviours/behaviour-ref";
import { logNotFound } from "~/behaviours/not-found";

export const meta = () => pageMeta(pages.notFound);

export const handle = staticDocument;

const notFoundRef = behaviourRef(logNotFound);

/** The attempted path is logged by `logNotFound`, from the static page's script or the ref. */
export default function NotFound() {
  return (
    <section
      ref={notFoundRef}
      data-behaviour="not-found"
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
