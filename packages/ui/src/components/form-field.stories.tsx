import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { Button } from "./button";
import { FormField } from "./form-field";
import { Input } from "./input";
import { Select } from "./select";
import { Textarea } from "./textarea";

const meta = {
  title: "Forms/FormField",
  component: FormField,
  args: { label: "Email Address" },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <FormField {...args}>
      <Input type="email" name="email" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email Address" })).toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: { label: "Phone Number", description: "Optional. We only call about your request." },
  render: (args) => (
    <FormField {...args}>
      <Input type="tel" name="phone" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Phone Number" })).toHaveAccessibleDescription(
      "Optional. We only call about your request.",
    );
  },
};

export const Disabled: Story = {
  render: (args) => (
    <FormField {...args}>
      <Input type="email" disabled defaultValue="info@keystone.example" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText("Email Address")).opacity).toBe("0.5");
  },
};

const onSubmit = fn();

/** The contact form's rules are the browser's own: `required` and `type="email"`. */
export const NativeValidation: Story = {
  render: () => (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <FormField label="Full Name">
        <Input name="name" required />
      </FormField>
      <FormField label="Email Address">
        <Input name="email" type="email" required />
      </FormField>
      <FormField label="Department">
        <Select name="department" required defaultValue="">
          <option value="">Select Department</option>
          <option value="general">General</option>
        </Select>
      </FormField>
      <FormField label="Message">
        <Textarea name="message" rows={6} required />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit">Send Message</Button>
        <Button type="reset" variant="outline">
          Clear
        </Button>
      </div>
    </form>
  ),
  play: async ({ canvas, step }) => {
    onSubmit.mockClear();
    const name = canvas.getByRole<HTMLInputElement>("textbox", { name: "Full Name" });
    const email = canvas.getByRole<HTMLInputElement>("textbox", { name: "Email Address" });
    const department = canvas.getByRole<HTMLSelectElement>("combobox", { name: "Department" });
    const message = canvas.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" });
    const submit = canvas.getByRole("button", { name: "Send Message" });

    await step(
      "every label marks its control required, the select inside its wrapper too",
      async () => {
        for (const label of ["Full Name", "Email Address", "Department", "Message"]) {
          await expect(getComputedStyle(canvas.getByText(label), "::after").content).toBe('"*"');
        }
      },
    );

    await step("no message before the first submit", async () => {
      await expect(name).not.toHaveAttribute("aria-invalid");
      await expect(canvas.queryByText(name.validationMessage)).not.toBeInTheDocument();
    });

    await step("submitting empty shows each field's native message", async () => {
      await userEvent.click(submit);
      await expect(onSubmit).not.toHaveBeenCalled();
      for (const control of [name, email, department, message]) {
        await expect(control).toHaveAttribute("aria-invalid", "true");
        await expect(control.validationMessage).not.toBe("");
        await expect(control).toHaveAccessibleDescription(control.validationMessage);
      }
    });

    await step("clearing the form takes the messages away", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
      for (const control of [name, email, department, message]) {
        await expect(control).not.toHaveAttribute("aria-invalid");
        await expect(control).not.toHaveAttribute("aria-describedby");
      }
      await userEvent.click(submit);
      await expect(name).toHaveAccessibleDescription(name.validationMessage);
    });

    await step("the message follows the value as it is corrected", async () => {
      await userEvent.type(name, "Ada Lovelace");
      await expect(name).not.toHaveAttribute("aria-invalid");
      await userEvent.type(email, "not-an-email");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email.validity.typeMismatch).toBe(true);
      await expect(email).toHaveAccessibleDescription(email.validationMessage);
      await userEvent.clear(email);
      await userEvent.type(email, "ada@example.com");
      await expect(email).not.toHaveAttribute("aria-invalid");
      await userEvent.selectOptions(department, "general");
      await userEvent.type(message, "Hello");
    });

    await step("a valid form submits", async () => {
      await userEvent.click(submit);
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({
          name: "Ada Lovelace",
          email: "ada@example.com",
          department: "general",
          message: "Hello",
        }),
      );
      await expect(canvas.queryByRole("textbox", { description: /./ })).not.toBeInTheDocument();
    });
  },
};
