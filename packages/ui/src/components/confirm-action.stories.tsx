import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { expectFitsViewport, smallScreen } from "../stories/small-screen";
import { ConfirmAction } from "./confirm-action";

const meta = {
  title: "Components/ConfirmAction",
  component: ConfirmAction,
  args: {
    label: "Clear history",
    question: "Delete every saved crawl?",
    confirmLabel: "Delete history",
    cancelLabel: "Keep history",
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Clear history" }));
    await expect(canvas.getByRole("group", { name: "Delete every saved crawl?" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Keep history" })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Delete history" }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("button", { name: "Clear history" })).toHaveFocus();
  },
};

export const KeptByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole("button", { name: "Clear history" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("button", { name: "Keep history" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: "Clear history" })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Clear history" })).toBeDisabled();
  },
};

export const HostileText: Story = {
  args: { question: '<img src=x onerror="alert(1)"> Delete?' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Clear history" }));
    await expect(canvasElement.querySelector("img")).toBeNull();
    await expect(canvasElement).toHaveTextContent('<img src=x onerror="alert(1)"> Delete?');
  },
};

export const SmallScreen: Story = {
  globals: smallScreen,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Clear history" }));
    await expectFitsViewport(canvasElement);
  },
};

/** A label longer than a phone is wide wraps inside the screen (the history's "Delete all crawls of …"). */
export const LongLabelOnSmallScreen: Story = {
  globals: smallScreen,
  args: { label: "Delete all crawls of Keystone Financial Services and Insurance Brokerage" },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole("button", { name: /^Delete all crawls of/ });
    await expectFitsViewport(canvasElement);
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};
