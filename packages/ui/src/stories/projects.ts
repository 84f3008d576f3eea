/** Sixteen sample projects for the carousel stories, as the construction page lists them. */
export const projects = Array.from({ length: 16 }, (_, index) => ({
  title: `Project ${index + 1}: ${["Residence", "Office Fit-Out", "Warehouse", "Remodel"][index % 4]}`,
  description: "Design-build delivery on schedule and within budget.",
}));
