import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRight, Mail } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import { Button, buttonVariants } from "./button";

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "Partner With Us", onClick: fn() },
  argTypes: {
    variant: {
      control: "select",
      options: ["default", "highlight", "destructive", "outline", "secondary", "ghost", "link"],
    },
    size: { control: "select", options: ["default", "sm", "lg", "icon"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Partner With Us" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args}>Default</Button>
      <Button {...args} variant="highlight">
        Highlight
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
      <Button {...args} variant="destructive">
        Delete
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args}>Default</Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label="Send e-mail">
        <Mail />
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        Learn About Us <ArrowRight />
      </>
    ),
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button");
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: "Validating..." },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Validating..." });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

export const LongText: Story = {
  args: { children: "Schedule a free consultation with our construction and design team today" },
};

/** A link that looks like a button: `buttonVariants()` on the anchor, keeping link semantics. */
export const LinkAsButton: Story = {
  render: () => (
    <a href="#contact" className={buttonVariants({ variant: "outline", size: "lg" })}>
      Get In Touch
    </a>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Get In Touch" });
    await expect(link).toHaveAttribute("href", "#contact");
  },
};
