/*
 * What the v2 client loads on first use: the families beyond scrape, search, map, crawl and batch
 * (monitors, sessions, research, tools, parse, agent runs, developer search, feedback, team,
 * support, usage, extract and agent jobs). An app that never calls them never downloads them,
 * and a browser app's first bundle stays at most 4.42.0's (the README's bundle figures).
 */
export const families = () => import("./families.js");
