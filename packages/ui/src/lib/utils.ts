import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its tables of Tailwind's classes on its first call: in a trace of the
 * analysis tool's start, the longest piece of work that was not React's. A page that hydrates
 * calls this in a task of its own first, so that cost does not lengthen one of React's tasks.
 */
export function prepareClassMerging(): void {
  twMerge("");
}
