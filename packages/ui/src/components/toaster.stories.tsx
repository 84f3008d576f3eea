import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import {
  createToastStore,
  type ToastOptions,
  type ToastStoreOptions,
  type ToastVariant,
} from "../lib/toast";
import { Button } from "./button";
import { Toaster } from "./toaster";

type DemoProps = ToastStoreOptions & { toastDuration?: number };

/**
 * Time that passes only when a story's play function moves it on: a test of a toast's duration
 * then never races a busy machine (a toast of 300 ms could be gone before the check that it is
 * shown ran). In the browser these stories' toasts wait for the play function too.
 */
function manualClock() {
  let now = 0;
  let nextId = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: NonNullable<ToastStoreOptions["timers"]> = {
    setTimeout: (run, ms) => {
      pending.set(++nextId, { at: now + ms, run });
      return nextId;
    },
    clearTimeout: (id) => pending.delete(id as number),
    now: () => now,
  };
  function advance(ms: number) {
    const until = now + ms;
    for (;;) {
      const [id, due] = [...pending].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (id === undefined || !due || due.at > until) break;
      pending.delete(id);
      now = due.at;
      due.run();
    }
    now = until;
  }
  return { timers, advance };
}

/** The product's three notifications, and the button of the demo that raises each. */
const demoToasts = [
  {
    button: "Send message",
    title: "Message Sent!",
    description: "Thank you for contacting us. We'll get back to you soon.",
    variant: "default",
  },
  {
    button: "Validate key",
    title: "Success",
    description: "API key validated and saved",
    variant: "success",
  },
  {
    button: "Fail validation",
    title: "Error",
    description: "Invalid API key",
    variant: "destructive",
  },
] satisfies (ToastOptions & { button: string; variant: ToastVariant })[];

const buttonVariants = {
  default: "default",
  success: "secondary",
  destructive: "destructive",
} as const satisfies Record<ToastVariant, React.ComponentProps<typeof Button>["variant"]>;

/** A Toaster with its own store, and buttons that raise the product's notifications. */
function ToasterDemo({ toastDuration, limit, removeDelay, duration, timers }: DemoProps) {
  // A new store whenever the controls change its options, so that a designer sees their effect.
  const store = React.useMemo(
    () => createToastStore({ limit, removeDelay, duration, timers }),
    [limit, removeDelay, duration, timers],
  );
  return (
    <div className="flex flex-wrap gap-2">
      {demoToasts.map(({ button, variant, ...toast }) => (
        <Button
          key={button}
          variant={buttonVariants[variant]}
          onClick={() => store.add({ ...toast, variant, duration: toastDuration })}
        >
          {button}
        </Button>
      ))}
      <Toaster store={store} />
    </div>
  );
}

const meta = {
  title: "Feedback/Toaster",
  component: ToasterDemo,
  args: { limit: 1, removeDelay: 1_000_000 },
  // The stories that test durations hand in their own clock; it is no control for a designer.
  argTypes: { timers: { control: false, table: { disable: true } } },
} satisfies Meta<typeof ToasterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Notifications" });
    await expect(region.querySelectorAll("[data-slot=toast]")).toHaveLength(0);
  },
};

export const AtMostOne: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Notifications" });
    await userEvent.click(canvas.getByRole("button", { name: "Send message" }));
    await expect(region.querySelectorAll("[data-slot=toast]")).toHaveLength(1);
    await userEvent.click(canvas.getByRole("button", { name: "Validate key" }));
    const toasts = region.querySelectorAll("[data-slot=toast]");
    await expect(toasts).toHaveLength(1);
    await expect(toasts[0]).toHaveTextContent("API key validated and saved");
  },
};

export const Dismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send message" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("Message Sent!");
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss notification" }));
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
  },
};

/** The analysis page shows its toasts for 3000 ms; here the story moves the clock on itself. */
const dismissalClock = manualClock();
export const DismissesItself: Story = {
  args: { toastDuration: 3000, timers: dismissalClock.timers },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Validate key" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("API key validated and saved");
    dismissalClock.advance(2999);
    await expect(canvas.getByRole("status")).toBeInTheDocument();
    dismissalClock.advance(1);
    await waitFor(() => expect(canvas.queryByRole("status")).not.toBeInTheDocument());
  },
};

/** A toast holds still while it is pointed at (WCAG 2.2.1), then finishes the time it had left. */
const holdClock = manualClock();
export const HoldsWhilePointedAt: Story = {
  args: { toastDuration: 3000, timers: holdClock.timers },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send message" }));
    const toast = canvas.getByRole("status");
    holdClock.advance(1000);
    await userEvent.hover(toast);
    holdClock.advance(10_000);
    await expect(canvas.getByRole("status")).toHaveTextContent("Message Sent!");
    await userEvent.unhover(toast);
    holdClock.advance(1999);
    await expect(canvas.getByRole("status")).toBeInTheDocument();
    holdClock.advance(1);
    await waitFor(() => expect(canvas.queryByRole("status")).not.toBeInTheDocument());
  },
};

export const Destructive: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Fail validation" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("Invalid API key");
  },
};

export const SeveralAtOnce: Story = {
  args: { limit: 3 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send message" }));
    await userEvent.click(canvas.getByRole("button", { name: "Validate key" }));
    await userEvent.click(canvas.getByRole("button", { name: "Fail validation" }));
    await expect(canvas.getAllByRole("status")).toHaveLength(2);
    await expect(canvas.getAllByRole("alert")).toHaveLength(1);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send message" }));
    await expect(canvas.getByRole("status")).toBeVisible();
  },
};
