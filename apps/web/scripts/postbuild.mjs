// The not-found page is prerendered at /404; static servers answer unknown paths with /404.html.
import { copyFile, rm } from "node:fs/promises";

const client = new URL("../build/client/", import.meta.url);
await copyFile(new URL("404/index.html", client), new URL("404.html", client));
await rm(new URL("404/", client), { recursive: true });
