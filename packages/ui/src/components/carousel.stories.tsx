import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { mockReducedMotion } from "../stories/reduced-motion";
import { ProjectCarousel } from "../stories/project-carousel";
import { projects } from "../stories/projects";
import { Carousel } from "./carousel";

const meta = {
  title: "Components/Carousel",
  component: Carousel,
  args: { label: "Latest Projects", count: projects.length },
  render: ({ count: _count, ...args }) => <ProjectCarousel {...args} />,
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

function currentSlide(canvasElement: HTMLElement) {
  return canvasElement.querySelector("[data-slot=carousel-item][data-current]");
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole("region", { name: "Latest Projects" });
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const slides = canvasElement.querySelectorAll("[aria-roledescription=slide]");
    await expect(slides).toHaveLength(16);
    await expect(slides[0]).toHaveAccessibleName("1 of 16");
    await expect(slides[15]).toHaveAttribute("aria-label", "16 of 16");
    await expect(slides[15]).toHaveAttribute("aria-hidden", "true");
    await expect(canvas.getAllByRole("group")).toEqual([slides[0]]);
    await expect(canvas.queryByRole("button", { name: /automatic/ })).not.toBeInTheDocument();
  },
};

export const Buttons: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(currentSlide(canvasElement)).toHaveAccessibleName("2 of 16");
    await expect(canvas.getByRole("group", { name: "2 of 16" })).toHaveTextContent("Project 2");
    await userEvent.click(canvas.getByRole("button", { name: "Previous slide" }));
    await userEvent.click(canvas.getByRole("button", { name: "Previous slide" }));
    await expect(currentSlide(canvasElement)).toHaveAccessibleName("16 of 16");
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(currentSlide(canvasElement)).toHaveAccessibleName("1 of 16");
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Previous slide" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(currentSlide(canvasElement)).toHaveAccessibleName("3 of 16");
    await userEvent.keyboard("{End}");
    await expect(currentSlide(canvasElement)).toHaveAccessibleName("16 of 16");
    await userEvent.keyboard("{ArrowRight}");
    await expect(currentSlide(canvasElement)).toHaveAccessibleName("1 of 16");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(currentSlide(canvasElement)).toHaveAccessibleName("16 of 16");
    await userEvent.keyboard("{Home}");
    await expect(currentSlide(canvasElement)).toHaveAccessibleName("1 of 16");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Next slide" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(currentSlide(canvasElement)).toHaveAccessibleName("2 of 16");
  },
};

export const AutoRotation: Story = {
  args: { autoRotateMs: 200 },
  play: async ({ canvas, canvasElement }) => {
    // It has rotated once it has left the first slide; which slide it has reached by the time the
    // check runs depends on how busy the machine is, so no particular one is awaited.
    await waitFor(() => expect(currentSlide(canvasElement)).not.toHaveAccessibleName("1 of 16"));
    await expect(canvasElement.querySelector("[data-slot=carousel-content]")).toHaveAttribute(
      "aria-live",
      "off",
    );
    const stop = canvas.getByRole("button", { name: "Stop automatic slide show" });
    await userEvent.click(stop);
    await expect(stop).toHaveAccessibleName("Start automatic slide show");
    const stoppedAt = currentSlide(canvasElement)?.getAttribute("aria-label");
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(currentSlide(canvasElement)).toHaveAccessibleName(stoppedAt ?? "");
  },
};

export const FocusStopsRotation: Story = {
  args: { autoRotateMs: 200 },
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole("button", { name: "Next slide" }).focus();
    const stoppedAt = currentSlide(canvasElement)?.getAttribute("aria-label");
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(currentSlide(canvasElement)).toHaveAccessibleName(stoppedAt ?? "");
    await expect(
      canvas.getByRole("button", { name: "Start automatic slide show" }),
    ).toBeInTheDocument();
  },
};

/** With `prefers-reduced-motion: reduce` the carousel never rotates and offers no rotation control. */
export const ReducedMotion: Story = {
  args: { autoRotateMs: 200 },
  beforeEach: () => {
    const spy = mockReducedMotion();
    return () => spy.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(currentSlide(canvasElement)).toHaveAccessibleName("1 of 16");
    await expect(canvas.queryByRole("button", { name: /automatic/ })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector("[data-slot=carousel-content]")).toHaveAttribute(
      "aria-live",
      "polite",
    );
  },
};

export const SingleSlide: Story = {
  args: { count: 1, autoRotateMs: 200 },
  render: ({ count: _count, ...args }) => (
    <ProjectCarousel {...args} projects={projects.slice(0, 1)} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "1 of 1" })).toHaveTextContent("Residence");
    // One slide cannot rotate, so the behaviour keeps the rotation control hidden.
    await expect(canvas.queryByRole("button", { name: /automatic/ })).not.toBeInTheDocument();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
