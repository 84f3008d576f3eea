import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

const sites = [
  { value: "moving", label: "Moving Services", text: "Local and regional moves." },
  { value: "cleaning", label: "Cleaning Services", text: "Subscription home cleaning." },
  { value: "financial", label: "Financial Services", text: "Automotive finance brokerage." },
];

const meta = {
  title: "Components/Tabs",
  component: Tabs,
  args: { defaultValue: "moving", onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Analysed sites">
        {sites.map((site) => (
          <TabsTrigger key={site.value} value={site.value}>
            {site.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {sites.map((site) => (
        <TabsContent key={site.value} value={site.value} className="p-4">
          {site.text}
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("tab", { name: "Moving Services" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("tabpanel")).toHaveAccessibleName("Moving Services");
    await userEvent.click(canvas.getByRole("tab", { name: "Financial Services" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("financial");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Automotive finance brokerage.");
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, step }) => {
    const tab = (name: string) => canvas.getByRole("tab", { name });
    const selected = () => canvas.getByRole("tab", { selected: true });

    await step("Tab enters the tab list at the selected tab only", async () => {
      await userEvent.tab();
      await expect(tab("Moving Services")).toHaveFocus();
      await expect(tab("Cleaning Services")).toHaveAttribute("tabindex", "-1");
    });

    await step("arrows move and select, wrapping at both ends", async () => {
      await userEvent.keyboard("{ArrowRight}");
      await expect(tab("Cleaning Services")).toHaveFocus();
      await expect(selected()).toHaveTextContent("Cleaning Services");
      await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Subscription home cleaning.");
      await userEvent.keyboard("{ArrowRight}{ArrowRight}");
      await expect(selected()).toHaveTextContent("Moving Services");
      await userEvent.keyboard("{ArrowLeft}");
      await expect(selected()).toHaveTextContent("Financial Services");
    });

    await step("Home and End jump to the first and last tab", async () => {
      await userEvent.keyboard("{Home}");
      await expect(selected()).toHaveTextContent("Moving Services");
      await userEvent.keyboard("{End}");
      await expect(tab("Financial Services")).toHaveFocus();
    });

    await step("Tab leaves the list for the panel", async () => {
      await userEvent.tab();
      await expect(canvas.getByRole("tabpanel")).toHaveFocus();
    });
  },
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Analysed sites">
        <TabsTrigger value="moving">Moving Services</TabsTrigger>
        <TabsTrigger value="cleaning" disabled>
          Cleaning Services
        </TabsTrigger>
        <TabsTrigger value="financial">Financial Services</TabsTrigger>
      </TabsList>
      <TabsContent value="moving">Moving</TabsContent>
      <TabsContent value="cleaning">Cleaning</TabsContent>
      <TabsContent value="financial">Financial</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    canvas.getByRole("tab", { name: "Moving Services" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Financial Services" })).toHaveFocus();
    await expect(canvas.getByRole("tab", { name: "Financial Services" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
};

/** Without `defaultValue`, the first enabled tab is selected, so the tab list can be reached. */
export const NoDefaultValue: Story = {
  args: { defaultValue: undefined },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Analysed sites">
        <TabsTrigger value="moving" disabled>
          Moving Services
        </TabsTrigger>
        <TabsTrigger value="cleaning">Cleaning Services</TabsTrigger>
        <TabsTrigger value="financial">Financial Services</TabsTrigger>
      </TabsList>
      <TabsContent value="moving">Moving</TabsContent>
      <TabsContent value="cleaning">Cleaning</TabsContent>
      <TabsContent value="financial">Financial</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas, args }) => {
    const cleaning = canvas.getByRole("tab", { name: "Cleaning Services" });
    await expect(cleaning).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Cleaning");
    await userEvent.tab();
    await expect(cleaning).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Financial");
  },
};

/** Values that differ only in characters an id cannot hold still get a panel each. */
export const SimilarValues: Story = {
  args: { defaultValue: "a b" },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Reports">
        <TabsTrigger value="a b">Space</TabsTrigger>
        <TabsTrigger value="a_b">Underscore</TabsTrigger>
        <TabsTrigger value="a.b">Dot</TabsTrigger>
      </TabsList>
      <TabsContent value="a b">Report a b</TabsContent>
      <TabsContent value="a_b">Report a_b</TabsContent>
      <TabsContent value="a.b">Report a.b</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas, canvasElement }) => {
    const ids = Array.from(canvasElement.querySelectorAll("[id]"), (element) => element.id);
    await expect(new Set(ids).size).toBe(ids.length);
    for (const [name, text] of [
      ["Space", "Report a b"],
      ["Underscore", "Report a_b"],
      ["Dot", "Report a.b"],
    ] as const) {
      await userEvent.click(canvas.getByRole("tab", { name }));
      await expect(canvas.getByRole("tabpanel")).toHaveAccessibleName(name);
      await expect(canvas.getByRole("tabpanel")).toHaveTextContent(text);
    }
  },
};
