import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Textarea } from "./textarea";

const meta = {
  title: "Forms/Textarea",
  component: Textarea,
  args: { "aria-label": "Message", placeholder: "How can we help?", rows: 6 },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" });
    await expect(textarea).toHaveAttribute("rows", "6");
    await userEvent.type(textarea, "First line{enter}Second line");
    await expect(textarea).toHaveValue("First line\nSecond line");
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Invalid: Story = { args: { "aria-invalid": true } };

export const LongText: Story = {
  args: {
    defaultValue: Array.from(
      { length: 12 },
      (_, line) => `Line ${line + 1}: we are interested in a partnership.`,
    ).join("\n"),
  },
};
