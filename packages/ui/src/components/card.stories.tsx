import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Badge } from "./badge";
import { Button } from "./button";
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "./card";
import { expectFitsViewport, smallScreen } from "../stories/small-screen";

const meta = {
  title: "Components/Card",
  component: Card,
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Website Analysis Setup</CardTitle>
        <CardDescription>Enter your API key to analyse the subsidiary websites.</CardDescription>
        <CardAction>
          <Badge variant="secondary">Step 1</Badge>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p className="text-sm">The key is validated with a one-page test crawl.</p>
      </CardContent>
      <CardFooter className="justify-end gap-2">
        <Button variant="outline">Cancel</Button>
        <Button>Set API Key</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const slots = Array.from(canvasElement.querySelectorAll("[data-slot^=card]")).map((element) =>
      element.getAttribute("data-slot"),
    );
    await expect(slots).toEqual([
      "card",
      "card-header",
      "card-title",
      "card-description",
      "card-action",
      "card-content",
      "card-footer",
    ]);
  },
};

export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args}>
      <CardContent>A card with nothing but content.</CardContent>
    </Card>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>
          Keystone Family Heritage Community Project and Cultural Preservation Foundation
        </CardTitle>
        <CardDescription>
          A non-profit initiative that preserves family histories, hosts community gatherings and
          funds scholarships for the next generation of builders, makers and entrepreneurs across
          the region.
        </CardDescription>
      </CardHeader>
    </Card>
  ),
};

/** Header, action badge and footer buttons, on a 320 px phone. */
export const SmallScreen: Story = {
  ...Default,
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
  },
};
