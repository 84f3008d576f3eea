import { Button } from "@keystone/ui/components/button";
import { useId, useRef } from "react";

interface ForgetKeyButtonProps {
  disabled: boolean;
  onForget: () => void;
  /** What forgetting does, in the dialog; by default, from the analysis step. */
  consequence?: string;
}

/**
 * "Forget key", confirmed in a modal dialog first: the native `<dialog>` gives the focus trap,
 * Escape to close and focus back on the button, with nothing to hand-write.
 */
export function ForgetKeyButton({
  disabled,
  onForget,
  consequence = "The key is removed from this browser and the tool returns to its first step. Results shown on this page are cleared.",
}: ForgetKeyButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => dialog.current?.showModal()}
        className="w-fit"
      >
        Forget key
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="m-auto max-w-sm rounded-lg border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/50"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          Forget the API key?
        </h2>
        <p id={textId} className="mt-2 text-sm text-muted-foreground">
          {consequence}
        </p>
        <form method="dialog" className="mt-6 flex justify-end gap-3">
          {/* First in the dialog, so showModal() focuses the choice that loses nothing. */}
          <Button type="submit" variant="outline">
            Keep key
          </Button>
          <Button
            type="button"
            variant="destructive"
            onClick={() => {
              dialog.current?.close();
              onForget();
            }}
          >
            Forget key
          </Button>
        </form>
      </dialog>
    </>
  );
}
