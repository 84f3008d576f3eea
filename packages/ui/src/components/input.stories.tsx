import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Input } from "./input";

const meta = {
  title: "Forms/Input",
  component: Input,
  args: { "aria-label": "API key", placeholder: "Enter your API key" },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "API key" });
    await userEvent.type(input, "fc-123");
    await expect(input).toHaveValue("fc-123");
  },
};

export const Password: Story = {
  args: { type: "password", defaultValue: "fc-secret-key" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("input")).toHaveAttribute("type", "password");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Cannot be changed" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox");
    await userEvent.type(input, "x");
    await expect(input).toHaveValue("Cannot be changed");
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true, defaultValue: "not-an-email" },
};

export const LongValue: Story = {
  args: {
    defaultValue:
      "A very long value that runs past the end of the box to show that it scrolls inside the field",
  },
};
