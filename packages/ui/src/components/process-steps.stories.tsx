import type { Meta, StoryObj } from "@storybook/react-vite";
import { ClipboardList, Hammer, MessageSquare, Truck } from "lucide-react";
import { expect } from "storybook/test";
import { ProcessSteps } from "./process-steps";

const meta = {
  title: "Marketing/ProcessSteps",
  component: ProcessSteps,
  args: {
    steps: [
      { title: "Consultation", description: "We listen to your goals and constraints." },
      { title: "Planning", description: "Design, permits and a fixed budget." },
      { title: "Construction", description: "Building with weekly progress reports." },
      { title: "Completion", description: "Final walkthrough and handover." },
    ],
  },
} satisfies Meta<typeof ProcessSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole("listitem");
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveTextContent("1Consultation");
  },
};

export const WithIcons: Story = {
  args: {
    steps: [
      { title: "Get Quote", description: "Tell us what moves.", icon: <MessageSquare /> },
      { title: "Book Service", description: "Pick a date.", icon: <ClipboardList /> },
      { title: "Pack & Move", description: "We pack and load.", icon: <Hammer /> },
      { title: "Deliver", description: "Unloaded and placed.", icon: <Truck /> },
    ],
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
