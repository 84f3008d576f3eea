import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Select } from "./select";

const departments = ["construction", "cleaning", "moving", "financial", "general"];

const meta = {
  title: "Forms/Select",
  component: Select,
  args: {
    "aria-label": "Department",
    defaultValue: "",
    children: (
      <>
        <option value="">Select Department</option>
        {departments.map((department) => (
          <option key={department} value={department}>
            {department[0]?.toUpperCase() + department.slice(1)}
          </option>
        ))}
      </>
    ),
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Department" });
    await expect(select).toHaveValue("");
    await userEvent.selectOptions(select, "moving");
    await expect(select).toHaveValue("moving");
  },
};

export const Selected: Story = { args: { defaultValue: "financial" } };

export const Disabled: Story = { args: { disabled: true } };

export const Invalid: Story = { args: { "aria-invalid": true } };
