import type { Meta, StoryObj } from "@storybook/react-vite";
import { CircleAlert } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import { Toast, ToastClose, ToastDescription, ToastTitle } from "./toast";

const meta = {
  title: "Feedback/Toast",
  component: Toast,
  args: { variant: "default" },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  render: (args) => (
    <Toast {...args}>
      <div className="grid gap-1">
        <ToastTitle>Message Sent!</ToastTitle>
        <ToastDescription>
          Thank you for contacting us. We&apos;ll get back to you soon.
        </ToastDescription>
      </div>
      <ToastClose />
    </Toast>
  ),
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Message Sent!");
    await expect(canvas.getByRole("button", { name: "Dismiss notification" })).toBeVisible();
  },
};

export const Success: Story = { args: { variant: "success" } };

export const Destructive: Story = {
  args: { variant: "destructive" },
  render: (args) => (
    <Toast {...args}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <ToastTitle>Invalid API key</ToastTitle>
      <ToastClose />
    </Toast>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Invalid API key");
  },
};

const onClose = fn();

export const CloseButton: Story = {
  render: (args) => (
    <Toast {...args}>
      <ToastTitle>API key validated and saved</ToastTitle>
      <ToastClose onClick={onClose} />
    </Toast>
  ),
  play: async ({ canvas }) => {
    onClose.mockClear();
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss notification" }));
    await expect(onClose).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  render: (args) => (
    <Toast {...args}>
      <div className="grid gap-1">
        <ToastTitle>Failed to crawl Financial Services</ToastTitle>
        <ToastDescription>
          Failed to start crawl. Status code: 402. Error: Payment required. Your plan has run out of
          credits for this billing period; upgrade or wait for the next period to continue.
        </ToastDescription>
      </div>
      <ToastClose />
    </Toast>
  ),
};
