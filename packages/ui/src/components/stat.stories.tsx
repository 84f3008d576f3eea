import type { Meta, StoryObj } from "@storybook/react-vite";
import { Briefcase, DollarSign, Globe, Users } from "lucide-react";
import { expect } from "storybook/test";
import { Stat } from "./stat";

const meta = {
  title: "Marketing/Stat",
  component: Stat,
  args: { value: "$10M+", label: "Total Investment", icon: <DollarSign /> },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=stat]")).toHaveTextContent(
      "$10M+Total Investment",
    );
  },
};

export const WithoutIcon: Story = {
  args: { icon: undefined, value: "98%", label: "Satisfaction" },
};

export const Row: Story = {
  render: () => (
    <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
      <Stat value="6" label="Active Ventures" icon={<Briefcase />} />
      <Stat value="$10M+" label="Total Investment" icon={<DollarSign />} />
      <Stat value="100+" label="Employees" icon={<Users />} />
      <Stat value="2+" label="Markets" icon={<Globe />} />
    </div>
  ),
};

export const SmallScreen: Story = {
  ...Row,
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
