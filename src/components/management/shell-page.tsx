import type * as React from "react";

import type { PageHeaderProps } from "./page-header";
import { PageShell } from "./page-shell";

/** What a page is asked for: its route's dynamic segments and its query string. */
export interface PageRequest {
  params: Record<string, string>;
  search: Record<string, string | string[] | undefined>;
}

type Header = Omit<PageHeaderProps, "title"> & { className?: string };
/** A part of the page, given as it is or worked out from the request (may await data). */
type Part<T> = T | ((request: PageRequest) => T | Promise<T>);

interface PageProps {
  params: Promise<Record<string, string>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * A dashboard page that is a PageShell around its content, written once: the h1 is the metadata's title (so
 * the tab and the heading cannot disagree), `header` adds description, back link and actions. A page file is
 * then `export const metadata = { title }` and `export default shellPage(metadata, <Body />, { … })`.
 */
export function shellPage(
  metadata: { title: string },
  body: Part<React.ReactNode>,
  header: Part<Header> = {},
) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page module, never in a render.
  return async function ShellPage({ params, searchParams }: PageProps) {
    // Only a page that reads the request awaits it: reading searchParams opts a page into dynamic rendering.
    const request =
      typeof body === "function" || typeof header === "function"
        ? { params: await params, search: await searchParams }
        : { params: {}, search: {} };
    const [content, head] = await Promise.all([resolve(body, request), resolve(header, request)]);
    return (
      <PageShell title={metadata.title} {...head}>
        {content}
      </PageShell>
    );
  };
}

function resolve<T>(part: Part<T>, request: PageRequest): T | Promise<T> {
  return typeof part === "function" ? (part as (request: PageRequest) => T | Promise<T>)(request) : part;
}
