import { defineBehaviour } from "@keystone/ui/behaviours/behaviour";
import { toast } from "@keystone/ui/lib/toast";
import { contactToast } from "~/content/contact";
import { readContactMessage } from "~/lib/contact-message";

/**
 * Validation is the browser's own (required, type="email"): `submit` only fires for a valid form.
 * A valid message is logged in the browser only, never sent; the form is cleared behind a
 * confirmation. The send button is disabled in the HTML and enabled here: before this runs, the
 * browser's own submission would put the visitor's details in a URL. Detaching removes the handler
 * and disables the button again.
 */
function enhanceContactForm(form: HTMLFormElement): () => void {
  function handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    console.info("Contact form submitted:", readContactMessage(new FormData(form)));
    form.reset();
    toast({ ...contactToast, variant: "success" });
  }
  const sendButtons = form.querySelectorAll<HTMLButtonElement>("button[type=submit]");
  form.addEventListener("submit", handleSubmit);
  for (const button of sendButtons) button.disabled = false;
  return () => {
    form.removeEventListener("submit", handleSubmit);
    for (const button of sendButtons) button.disabled = true;
  };
}

/** The contact page's message form. */
export const contactForm = defineBehaviour("contact-form", (element) => {
  if (!(element instanceof HTMLFormElement)) {
    throw new TypeError(`The contact-form behaviour needs a <form>, not a <${element.localName}>`);
  }
  return enhanceContactForm(element);
});
