import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Input } from "./input";
import { Label } from "./label";

const meta = {
  title: "Forms/Label",
  component: Label,
  args: { children: "Full Name", htmlFor: "name" },
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithInput: Story = {
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label {...args} />
      <Input id="name" />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("Full Name"));
    await expect(canvas.getByRole("textbox", { name: "Full Name" })).toHaveFocus();
  },
};
