import { useBehaviour } from "@keystone/ui/behaviours/use-behaviour";
import { notFoundLog } from "~/behaviours/not-found";
import { ActionLink } from "~/components/marketing/action-link";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import { pageHandle } from "~/lib/route-handle";

export const meta = () => pageMeta(pages.notFound);
export const handle = pageHandle(pages.notFound);

/** The attempted path is logged by the `not-found` behaviour. */
export default function NotFound() {
  const behaviour = useBehaviour(notFoundLog);
  return (
    <section
      {...behaviour}
      aria-labelledby="page-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center"
    >
      <h1 id="page-title" className="text-7xl font-bold tracking-tight text-primary">
        404
      </h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <ActionLink
        action={{ label: "Return to Home", page: pages.home.path, variant: "default" }}
        className="mt-4"
      />
    </section>
  );
}
