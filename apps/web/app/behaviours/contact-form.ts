import { toast } from "@keystone/ui/lib/toast";
import { contactToast } from "~/content/contact";
import { readContactMessage } from "~/lib/contact-message";

/**
 * The message form. Validation is the browser's own (required, type="email"): `submit` only fires
 * for a valid form. A valid message is logged in the browser only, never sent; the form is cleared
 * behind a confirmation. Returns a function that detaches the handler.
 */
export function enhanceContactForm(form: HTMLFormElement): () => void {
  function handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    console.info("Contact form submitted:", readContactMessage(new FormData(form)));
    form.reset();
    toast({ ...contactToast, variant: "success" });
  }
  form.addEventListener("submit", handleSubmit);
  return () => form.removeEventListener("submit", handleSubmit);
}
