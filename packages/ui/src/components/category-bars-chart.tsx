// TEMPORARY STUB until h-charts merges: the lead drops this commit. Only the props and a text
// equivalent, so that the web app typechecks and its e2e has something to walk.
export interface SeverityCounts3 {
  error: number;
  warning: number;
  notice: number;
}
export interface CategoryBarsSeries {
  id: string;
  name: string;
  categories: readonly { id: string; label: string; counts: SeverityCounts3 }[];
}
export interface CategoryBarsChartProps {
  title: string;
  series: readonly CategoryBarsSeries[];
  className?: string;
}

export function CategoryBarsChart({ title, series, className }: CategoryBarsChartProps) {
  return (
    <div
      role="region"
      aria-label={title}
      tabIndex={0}
      className={className}
      style={{ maxWidth: "100%", overflow: "auto" }}
    >
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            {series.map((one) => (
              <th key={one.id} scope="col">
                {one.name}: errors, warnings, notices
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(series[0]?.categories ?? []).map((category, index) => (
            <tr key={category.id}>
              <th scope="row">{category.label}</th>
              {series.map((one) => {
                const counts = one.categories[index]?.counts;
                return (
                  <td key={one.id}>
                    {counts ? `${counts.error}, ${counts.warning}, ${counts.notice}` : ""}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
export default CategoryBarsChart;
