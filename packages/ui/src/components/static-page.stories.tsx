import type { Meta, StoryObj } from "@storybook/react-vite";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, spyOn, userEvent, waitFor } from "storybook/test";
import { enhance, UnknownBehaviourError } from "../behaviours/registry";
import { toast as showToast } from "../lib/toast";
import { ProjectCarousel } from "../stories/project-carousel";
import { projects } from "../stories/projects";
import { navLinks } from "../stories/site-content";
import { Button } from "./button";
import { FormField } from "./form-field";
import { Input } from "./input";
import { SiteHeader } from "./site-header";
import { Toaster } from "./toaster";

/**
 * What a prerendered page holds: the components' HTML, and no React in the browser. With
 * `carouselInIsland`, the carousel is inside the part of the page that React hydrates.
 */
function staticMarkup(carouselInIsland: boolean) {
  const carousel = <ProjectCarousel label="Latest Projects" projects={projects.slice(0, 3)} />;
  return renderToStaticMarkup(
    <>
      <SiteHeader
        brand="Keystone Holdings"
        tagline="Building Tomorrow's Legacy"
        links={navLinks}
        currentPath="/"
      />
      {carouselInIsland ? <div data-island="">{carousel}</div> : carousel}
      <form className="grid max-w-md gap-4 p-4">
        <FormField label="Email Address">
          <Input name="email" type="email" required />
        </FormField>
        <Button type="submit">Send</Button>
      </form>
      <Toaster />
    </>,
  );
}

/**
 * The site's marketing pages are HTML rendered at build time and run no React: `enhance` finds
 * each component by its `data-behaviour` and attaches the same function its React version attaches.
 * This story renders them to a string, puts the string in the page and enhances it, as a
 * prerendered page does (`enhance(document)` there). With `carouselInIsland`, the carousel stands
 * for the part of a page that React hydrates (the analysis tool): `enhance` must leave it alone.
 */
function StaticPage({
  extraMarkup = "",
  carouselInIsland = false,
}: {
  extraMarkup?: string;
  carouselInIsland?: boolean;
}) {
  return (
    <div
      ref={(element) => {
        if (!element) return;
        element.innerHTML = staticMarkup(carouselInIsland) + extraMarkup;
        const island = element.querySelector("[data-island]") ?? undefined;
        return enhance(element, { except: island });
      }}
    />
  );
}

const meta = {
  title: "Behaviours/Static page",
  component: StaticPage,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof StaticPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MenuOnASmallScreen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const scrollTo = spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const toggle = canvas.getByRole("button", { name: "Menu" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const about = canvas.getByRole("link", { name: "About" });
    about.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await userEvent.click(about);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" }));
  },
};

export const CarouselButtonsAndKeys: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "1 of 3" })).toHaveTextContent("Residence");
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(canvas.getByRole("group", { name: "2 of 3" })).toHaveTextContent("Office Fit-Out");
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("group", { name: "3 of 3" })).toHaveTextContent("Warehouse");
    await expect(canvas.getByText("3 / 3")).toBeInTheDocument();
  },
};

export const NativeValidationAndToasts: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole<HTMLInputElement>("textbox", { name: "Email Address" });
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(email.validationMessage);

    showToast({ title: "Message Sent!", description: "<b>kept as text</b>", variant: "success" });
    const toast = await canvas.findByRole("status");
    await expect(toast).toHaveTextContent("<b>kept as text</b>");
    await expect(toast.querySelector("b")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss notification" }));
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
  },
};

const reported: UnknownBehaviourError[] = [];

/**
 * A page that names a behaviour nobody registered gets an `UnknownBehaviourError` naming it; the
 * element keeps its HTML and every other behaviour is attached all the same.
 */
export const AnUnknownBehaviourIsReported: Story = {
  args: { extraMarkup: '<p data-behaviour="confetti">No confetti here</p>' },
  beforeEach: () => {
    reported.length = 0;
    const collect = (event: ErrorEvent) => {
      if (!(event.error instanceof UnknownBehaviourError)) return;
      event.preventDefault();
      reported.push(event.error);
    };
    window.addEventListener("error", collect);
    return () => window.removeEventListener("error", collect);
  },
  play: async ({ canvas }) => {
    await expect(reported.map((error) => error.names)).toEqual([["confetti"]]);
    await expect(canvas.getByText("No confetti here")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(canvas.getByRole("group", { name: "2 of 3" })).toHaveTextContent("Office Fit-Out");
  },
};

/**
 * A page that hydrates one part of itself with React (the analysis tool) enhances the rest: the
 * behaviours inside that part are React's to attach, so `enhance` leaves them alone.
 */
export const AnIslandIsLeftToReact: Story = {
  args: { carouselInIsland: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(canvas.getByRole("group", { name: "1 of 3" })).toHaveTextContent("Residence");
    const email = canvas.getByRole<HTMLInputElement>("textbox", { name: "Email Address" });
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(email).toHaveAttribute("aria-invalid", "true");
  },
};
