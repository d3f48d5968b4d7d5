/** Route handlers found from the endpoint table's keys ("METHOD /path/{id}" → src/app/api/path/[id]/route.ts). */
import { existsSync } from "node:fs";
import path from "node:path";
import { ENDPOINT_RULES, type EndpointKey } from "@/lib/permissions";
import type { call } from "./call";

export type Handler = Parameters<typeof call>[0];

export function routeFile(key: EndpointKey): string {
  const route = key.split(" ")[1].replaceAll("{id}", "[id]");
  return path.resolve("src/app/api", `.${route}`, "route.ts");
}

export async function handlerFor(key: EndpointKey): Promise<Handler> {
  const mod = await import(/* @vite-ignore */ routeFile(key));
  const handler = mod[key.split(" ")[0]];
  if (typeof handler !== "function")
    throw new Error(`${routeFile(key)} does not export ${key.split(" ")[0]}`);
  return handler;
}

/** Every endpoint of the table that has a route handler. */
export const implementedEndpoints = (Object.keys(ENDPOINT_RULES) as EndpointKey[]).filter((key) =>
  existsSync(routeFile(key)),
);
