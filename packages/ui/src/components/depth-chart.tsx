// TEMPORARY STUB until h-charts merges: the lead drops this commit.
export interface DepthChartProps {
  title: string;
  buckets: readonly { id: string; label: string; pages: number }[];
  className?: string;
}

export function DepthChart({ title, buckets, className }: DepthChartProps) {
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
            <th scope="col">Clicks from the start URL</th>
            <th scope="col">Pages</th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket) => (
            <tr key={bucket.id}>
              <th scope="row">{bucket.label}</th>
              <td>{bucket.pages}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
export default DepthChart;
