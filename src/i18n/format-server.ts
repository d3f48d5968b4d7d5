import { getFormatter } from "next-intl/server";
import { type Format, formatsOf } from "./format";

/** useFormat() for async server components. */
export async function getFormat(): Promise<Format> {
  return formatsOf(await getFormatter());
}
