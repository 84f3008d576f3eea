import { Cron } from "croner";

/** A monitor's schedule as the cloud answers it: always a cron expression, in a time zone. */
export interface MonitorSchedule {
  cron: string;
  timezone: string;
}

const HOURS_12 = 12;

/** croner's reading of a schedule, paused: the emulator only asks it for times. */
function cronOf(schedule: MonitorSchedule): Cron {
  return new Cron(schedule.cron, { timezone: schedule.timezone, paused: true });
}

/** `9am`, `9:00`, `5:30 PM` as [hour, minute], or undefined. */
function timeOfDay(text: string): [number, number] | undefined {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/i.exec(text.trim());
  if (!match) return undefined;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const meridiem = match[3]?.toLowerCase();
  if (meridiem !== undefined) {
    if (hour < 1 || hour > HOURS_12) return undefined;
    hour = (hour % HOURS_12) + (meridiem === "pm" ? HOURS_12 : 0);
  }
  return hour < 24 && minute < 60 ? [hour, minute] : undefined;
}

/**
 * The natural-language schedules the OpenAPI description lists (`every 30 minutes`, `every 15
 * minutes starting at :07`, `hourly`, `every 2 hours`, `daily`, `daily at 9:00`, `daily at 9am`,
 * `daily at 5:30 PM`, `weekly`) as the cron expressions the cloud normalises them to. Written by
 * hand: the cloud's own normalisation is not published and no library reads these phrases; each
 * phrase is one anchored pattern over a short text.
 */
function cronOfText(text: string): string | undefined {
  const phrase = text.trim().toLowerCase().replace(/\s+/g, " ");
  const minutes = /^every (\d{1,2}) minutes?(?: starting at :(\d{2}))?$/.exec(phrase);
  if (minutes) {
    const every = Number(minutes[1]);
    const start = minutes[2] === undefined ? undefined : Number(minutes[2]);
    if (every < 1 || every > 59 || (start !== undefined && start >= 60)) return undefined;
    return start === undefined ? `*/${every} * * * *` : `${start}-59/${every} * * * *`;
  }
  if (phrase === "hourly") return "0 * * * *";
  const hours = /^every (\d{1,2}) hours?$/.exec(phrase);
  if (hours) {
    const every = Number(hours[1]);
    return every >= 1 && every <= 23 ? `0 */${every} * * *` : undefined;
  }
  if (phrase === "daily") return "0 0 * * *";
  if (phrase.startsWith("daily at ")) {
    const time = timeOfDay(phrase.slice("daily at ".length));
    return time ? `${time[1]} ${time[0]} * * *` : undefined;
  }
  if (phrase === "weekly") return "0 0 * * 0";
  return undefined;
}

/** The cron of a schedule given as `cron` or `text`, or the reason it is refused. */
export function readSchedule(schedule: {
  cron?: string | undefined;
  text?: string | undefined;
  timezone?: string | undefined;
}): MonitorSchedule | { refusal: string; path: string } {
  const cron =
    schedule.cron ?? (schedule.text === undefined ? undefined : cronOfText(schedule.text));
  if (cron === undefined) return { refusal: "Unsupported schedule text", path: "text" };
  const timezone = schedule.timezone ?? "UTC";
  try {
    cronOf({ cron, timezone });
  } catch {
    return {
      refusal: "Invalid cron expression or timezone",
      path: schedule.cron ? "cron" : "text",
    };
  }
  return { cron, timezone };
}

/** The first time the schedule fires after `after`. */
export function nextRun(schedule: MonitorSchedule, after: number): number | undefined {
  return cronOf(schedule).nextRun(new Date(after))?.getTime();
}

/** How often the schedule fires in 30 days, at most `cap` (for the monthly credit estimate). */
export function runsPerMonth(schedule: MonitorSchedule, from: number, cap: number): number {
  const end = from + 30 * 24 * 60 * 60 * 1000;
  const cron = cronOf(schedule);
  let runs = 0;
  for (let at = cron.nextRun(new Date(from)); at && at.getTime() < end && runs < cap; runs++) {
    at = cron.nextRun(at);
  }
  return runs;
}

/** The last time the schedule fired at or before `at`. */
export function latestRun(schedule: MonitorSchedule, at: number): number | undefined {
  const [latest] = cronOf(schedule).previousRuns(1, new Date(at + 1));
  return latest?.getTime();
}
