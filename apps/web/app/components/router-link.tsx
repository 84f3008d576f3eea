import { Link } from "react-router";

/** Lets the router-agnostic components of @keystone/ui render client-side links. */
export function RouterLink({ href = "/", ...props }: React.ComponentProps<"a">) {
  return <Link to={href} {...props} />;
}
