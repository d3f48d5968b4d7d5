/**
 * A dashboard page with the areas of the catalogue its client components use (src/i18n/page-areas.ts) added to
 * the frame's, so that its HTML carries those and no others. Every dashboard page's default export is wrapped in it
 * (scripts/i18n-page-areas.mjs checks).
 */
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import type { Messages } from "@/i18n/catalogue";
import { areasBeyondRoot } from "@/i18n/client-messages";
import { PAGE_AREAS } from "@/i18n/page-areas";
import { MoreMessages } from "./more-messages";

type PageComponent<P> = (props: P) => ReactNode | Promise<ReactNode>;

export function withPageMessages<P extends object>(route: keyof typeof PAGE_AREAS, Page: PageComponent<P>) {
  return async function PageWithMessages(props: P) {
    const messages = areasBeyondRoot((await getMessages()) as Messages, PAGE_AREAS[route]);
    const page = <Page {...props} />;
    return Object.keys(messages).length === 0 ? (
      page
    ) : (
      <MoreMessages messages={messages}>{page}</MoreMessages>
    );
  };
}
