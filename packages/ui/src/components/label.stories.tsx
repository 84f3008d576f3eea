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

function afterContent(element: Element) {
  return getComputedStyle(element, "::after").content;
}

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
    await expect(afterContent(canvas.getByText("Full Name"))).toBe("none");
  },
};

/** A required control gets an asterisk after its label; the control itself says "required". */
export const Required: Story = {
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label {...args} />
      <Input id="name" required />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Full Name" })).toBeRequired();
    await expect(afterContent(canvas.getByText("Full Name"))).toBe('"*"');
  },
};

/** A disabled control dims its label too. */
export const Disabled: Story = {
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label {...args} />
      <Input id="name" disabled defaultValue="Sarah Johnson" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Full Name" })).toBeDisabled();
    await expect(getComputedStyle(canvas.getByText("Full Name")).opacity).toBe("0.5");
  },
};

/** The state is read from inside the element after the label too, e.g. an input with an adornment. */
export const WrappedControl: Story = {
  args: { children: "Budget" },
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label {...args} />
      <div className="flex items-center gap-2">
        <span aria-hidden="true">$</span>
        <Input id="name" required disabled />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const label = canvas.getByText("Budget");
    await expect(afterContent(label)).toBe('"*"');
    await expect(getComputedStyle(label).opacity).toBe("0.5");
  },
};
