import type { Metadata } from "next";
import type { MessageKeys, NestedKeyOf } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { Messages } from "./catalogue";

type MessagePath = MessageKeys<Messages, NestedKeyOf<Messages>>;

/**
 * A page's metadata whose title is a catalogue message, in the request's language:
 * `export const generateMetadata = pageTitle("pages.teams.title");`.
 */
export function pageTitle(path: MessagePath) {
  return async (): Promise<Metadata> => ({ title: (await getTranslations())(path) });
}
