import { defineBehaviour } from "./behaviour";

type ValidatableElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isValidatable(target: EventTarget | null): target is ValidatableElement {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

/**
 * Shows the browser's own validation message under a control, on markup rendered by
 * `<FormField>`. The message appears once the browser has rejected the value (on submit, or
 * `reportValidity()`), then follows the value as the visitor corrects it, and goes when the form
 * is reset. The rules stay the control's native ones: `required`, `type="email"`...
 * Returns a function that detaches everything.
 */
function enhanceFormField(field: HTMLElement): () => void {
  const message = field.querySelector<HTMLElement>("[data-slot=form-field-message]");
  const form = field.closest("form");
  let rejected = false;

  /** Names the message in the control's descriptions only while there is one to read. */
  function describe(control: ValidatableElement, described: boolean) {
    if (!message?.id) return;
    const ids = (control.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter((id) => id !== "" && id !== message.id);
    if (described) ids.push(message.id);
    if (ids.length > 0) control.setAttribute("aria-describedby", ids.join(" "));
    else control.removeAttribute("aria-describedby");
  }

  function show(control: ValidatableElement | null, text: string) {
    if (message) {
      message.textContent = text;
      message.hidden = text === "";
    }
    field.toggleAttribute("data-invalid", text !== "");
    if (!control) return;
    describe(control, text !== "");
    if (text) control.setAttribute("aria-invalid", "true");
    else control.removeAttribute("aria-invalid");
  }

  // `invalid` does not bubble, so it is caught on its way down to the control.
  function handleInvalid(event: Event) {
    if (!isValidatable(event.target)) return;
    rejected = true;
    show(event.target, event.target.validationMessage);
  }

  function handleEdit(event: Event) {
    if (!rejected || !isValidatable(event.target)) return;
    show(event.target, event.target.validity.valid ? "" : event.target.validationMessage);
  }

  function handleReset() {
    rejected = false;
    show(field.querySelector<ValidatableElement>("input, select, textarea"), "");
  }

  const listening = new AbortController();
  const { signal } = listening;
  field.addEventListener("invalid", handleInvalid, { capture: true, signal });
  field.addEventListener("input", handleEdit, { signal });
  field.addEventListener("change", handleEdit, { signal });
  form?.addEventListener("reset", handleReset, { signal });
  return () => listening.abort();
}

export const formField = defineBehaviour("form-field", enhanceFormField);
