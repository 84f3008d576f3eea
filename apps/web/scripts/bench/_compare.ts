import { openSession } from "./lighthouse-session";
const runs = Number(process.argv[2] ?? 5);
const builds = ["build-main", "build"];
const sessions = await Promise.all(builds.map((buildDir) => openSession({ buildDir })));
try {
  for (let run = 0; run < runs; run++) {
    for (const [index, session] of sessions.entries()) {
      const m = await session.measure("/analysis", { flags: { onlyCategories: ["performance"] } });
      const items =
        (m.lhr.audits["long-tasks"]?.details as { items?: { duration: number; url: string }[] })
          ?.items ?? [];
      const top = [...items]
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 3)
        .map(
          (t) =>
            `${Math.round(t.duration)}:${t.url.replace(/^http:\/\/127.0.0.1:\d+/, "").slice(0, 28)}`,
        )
        .join(" ");
      const longest = Math.max(0, ...items.map((t) => t.duration));
      const boot = (
        (
          m.lhr.audits["bootup-time"]?.details as {
            items?: { url: string; total: number; scripting: number }[];
          }
        )?.items ?? []
      )
        .filter((i) => i.url.includes("entry.client"))
        .map((i) => `${Math.round(i.total)}/${Math.round(i.scripting)}`)
        .join(",");
      console.info(
        [
          builds[index],
          `run ${run + 1}`,
          `perf ${Math.round((m.lhr.categories.performance?.score ?? 0) * 100)}`,
          `TBT ${Math.round(m.lhr.audits["total-blocking-time"]?.numericValue ?? 0)}`,
          `longest ${Math.round(longest)}`,
          `tasks>=50 ${items.length}`,
          `FCP ${Math.round(m.lhr.audits["first-contentful-paint"]?.numericValue ?? 0)}`,
          `LCP ${Math.round(m.lhr.audits["largest-contentful-paint"]?.numericValue ?? 0)}`,
          `entry.client boot ${boot}`,
          `BI ${Math.round(m.benchmarkIndex)}`,
          `CPU x${m.cpuSlowdown}${m.calibrated ? "" : "?"}`,
          top,
        ].join("  "),
      );
    }
  }
} finally {
  await Promise.all(sessions.map((s) => s.close()));
}
