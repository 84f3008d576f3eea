/*
 * TEMPORARY STUB until h-charts merges: the charts helper writes the real HealthTrendChart with
 * these props (issue 36). It exists only so that the web's history view builds and its e2e runs in
 * the h-history branch; the lead drops this file in favour of h-charts' at merge.
 */
export interface HealthTrendPoint {
  id: string;
  time: number;
  score: number;
  counts: { error: number; warning: number; notice: number };
  pages: number;
  label?: string;
}

export interface HealthTrendChartProps {
  title: string;
  points: readonly HealthTrendPoint[];
  onOpen?: (id: string) => void;
  selectedId?: string;
  className?: string;
}

const dateText = (time: number) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" }).format(time);

export function HealthTrendChart({
  title,
  points,
  onOpen,
  selectedId,
  className,
}: HealthTrendChartProps) {
  return (
    <figure className={className} data-slot="health-trend-chart">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <ol className="flex flex-wrap gap-2">
        {points.map((point) => (
          <li key={point.id}>
            <button
              type="button"
              aria-pressed={point.id === selectedId}
              className="rounded border px-2 py-1 text-sm"
              onClick={() => onOpen?.(point.id)}
            >
              {`${dateText(point.time)}, score ${point.score}, ${point.counts.error} errors, ${point.counts.warning} warnings, ${point.counts.notice} notices${point.label ? ` (${point.label})` : ""}`}
            </button>
          </li>
        ))}
      </ol>
    </figure>
  );
}
