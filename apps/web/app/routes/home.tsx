import { Link } from "react-router";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(pages.home);

export default function Home() {
  return (
    <section aria-labelledby="hero-title" className="mx-auto max-w-5xl px-4 py-20 text-center">
      <p className="inline-block rounded-full border px-3 py-1 text-sm">
        6 Active Portfolio Companies
      </p>
      <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">
        Building a Group of Essential, Recession-Resistant Businesses
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
        Keystone Holdings invests in businesses people need in every economy and that artificial
        intelligence cannot replace, and connects them into one ecosystem.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link
          to="/about"
          className="rounded-md bg-primary px-5 py-3 font-medium text-primary-foreground"
        >
          Learn About Us
        </Link>
        <Link to="/contact" className="rounded-md border px-5 py-3 font-medium">
          Partner With Us
        </Link>
      </div>
    </section>
  );
}
