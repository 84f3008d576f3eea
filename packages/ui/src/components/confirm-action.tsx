import * as React from "react";
import { cn } from "../lib/utils";
import { Button } from "./button";

type ConfirmActionProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The button that asks first, e.g. "Clear history". */
  label: string;
  /** The question, e.g. "Delete every saved crawl?". */
  question: string;
  confirmLabel: string;
  cancelLabel?: string;
  disabled?: boolean;
  onConfirm: () => void;
};

/**
 * A destructive action that asks before it acts, in place: the button turns into the question
 * with a confirm and a cancel button. Focus moves to the cancel button (the safe choice) and
 * returns to the action's button when the question closes, so keyboard users never lose their place.
 */
function ConfirmAction({
  label,
  question,
  confirmLabel,
  cancelLabel = "Cancel",
  disabled = false,
  onConfirm,
  className,
  ...props
}: ConfirmActionProps) {
  const [asking, setAsking] = React.useState(false);
  const trigger = React.useRef<HTMLButtonElement>(null);
  const cancel = React.useRef<HTMLButtonElement>(null);
  const answered = React.useRef(false);
  const questionId = React.useId();

  React.useEffect(() => {
    if (asking) cancel.current?.focus();
    else if (answered.current) trigger.current?.focus();
  }, [asking]);

  function close() {
    answered.current = true;
    setAsking(false);
  }

  return (
    <div
      data-slot="confirm-action"
      data-state={asking ? "asking" : "idle"}
      className={cn("flex flex-wrap items-center gap-2", className)}
      {...props}
    >
      {asking ? (
        <div
          role="group"
          aria-labelledby={questionId}
          className="flex flex-wrap items-center gap-2"
        >
          <p id={questionId} className="text-sm font-medium">
            {question}
          </p>
          <Button
            variant="destructive"
            size="sm"
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
          <Button ref={cancel} variant="outline" size="sm" onClick={close}>
            {cancelLabel}
          </Button>
        </div>
      ) : (
        <Button
          ref={trigger}
          variant="outline"
          size="sm"
          // A long label ("Delete all crawls of …") wraps on a phone instead of widening the page.
          className="h-auto min-h-8 max-w-full py-1.5 text-left whitespace-normal"
          disabled={disabled}
          onClick={() => setAsking(true)}
        >
          {label}
        </Button>
      )}
    </div>
  );
}

export { ConfirmAction, type ConfirmActionProps };
