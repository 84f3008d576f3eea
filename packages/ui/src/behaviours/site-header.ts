import { scrollToTop } from "../lib/scroll-to-top";
import { defineBehaviour } from "./behaviour";

/** Lets the next page render before the window scrolls back to the top. */
const SCROLL_DELAY_MS = 100;

/**
 * The header's behaviour, on markup rendered by `<SiteHeader>` (in React or at build time): the
 * mobile toggle opens and closes the menu; following any header link closes it and scrolls to
 * the top after 100 ms; Escape closes it and gives focus back to the toggle.
 * Returns a function that detaches everything.
 */
function enhanceSiteHeader(header: HTMLElement): () => void {
  const toggle = header.querySelector<HTMLButtonElement>("[data-slot=site-header-toggle]");
  const menu = header.querySelector<HTMLElement>("[data-slot=site-header-menu]");
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;

  function setOpen(open: boolean) {
    toggle?.setAttribute("aria-expanded", String(open));
    if (menu) menu.hidden = !open;
  }

  function handleClick(event: MouseEvent) {
    const target = event.target as Element;
    if (toggle && toggle.contains(target)) {
      setOpen(toggle.getAttribute("aria-expanded") !== "true");
      return;
    }
    if (!target.closest("a[href]")) return;
    setOpen(false);
    clearTimeout(scrollTimer);
    scrollTimer = setTimeout(scrollToTop, SCROLL_DELAY_MS);
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape" || !menu?.contains(event.target as Node)) return;
    setOpen(false);
    toggle?.focus();
  }

  const listening = new AbortController();
  header.addEventListener("click", handleClick, { signal: listening.signal });
  header.addEventListener("keydown", handleKeyDown, { signal: listening.signal });
  return () => {
    listening.abort();
    clearTimeout(scrollTimer);
  };
}

export const siteHeader = defineBehaviour("site-header", enhanceSiteHeader);
