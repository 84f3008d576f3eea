import type { Decorator, Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import "./preview.css";

// `waitFor` and `findBy…` in play functions wait for something that will happen (a behaviour
// attaching, a scroll): their default of one second is a guess that a busy machine can exceed. The
// limit only bounds a failing wait; a passing one returns as soon as its condition holds.
configure({ asyncUtilTimeout: 15_000 });

type Theme = "light" | "dark";

/** Applies the toolbar's theme the way the site does: a `dark` class on the root element. */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? "light") as Theme;
  document.documentElement.classList.toggle("dark", theme === "dark");
  return <Story />;
};

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: "Colour theme of the tokens",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story's test, in the UI and in `pnpm test`.
    a11y: { test: "error" },
  },
};

export default preview;
