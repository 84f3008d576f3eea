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
function ToasterDemo({ toastDuration, limit, removeDelay, duration }: DemoProps) {
  // A new store whenever the controls change its options, so that a designer sees their effect.
  const store = React.useMemo(
    () => createToastStore({ limit, removeDelay, duration }),
    [limit, removeDelay, duration],
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

/** The analysis page shows its toasts for 3000 ms; here 300 ms keeps the test quick. */
export const DismissesItself: Story = {
  args: { toastDuration: 300 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Validate key" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("API key validated and saved");
    await waitFor(() => expect(canvas.queryByRole("status")).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

/** A toast holds still while it is pointed at (WCAG 2.2.1), then finishes the time it had left. */
export const HoldsWhilePointedAt: Story = {
  args: { toastDuration: 300 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send message" }));
    const toast = canvas.getByRole("status");
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvas.getByRole("status")).toHaveTextContent("Message Sent!");
    await userEvent.unhover(toast);
    await waitFor(() => expect(canvas.queryByRole("status")).not.toBeInTheDocument(), {
      timeout: 2000,
    });
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
