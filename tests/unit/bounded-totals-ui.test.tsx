/**
 * A list's total past its count cap is a lower bound (src/server/list/count-cap.ts): the texts that quote a total
 * say "more than" then, rather than the cap as if it were the count.
 */
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OrganizationsShown } from "@/app/select-dashboard/organizations-shown";
import { DraftsQueue } from "@/components/coaching-notes/drafts-queue";
import { loadMessages } from "@/i18n/catalogue";
import type { CoachingNoteDocument } from "@/lib/contracts/coaching-notes/schemas";
import type { Page } from "@/lib/contracts/list-query";

const AT = "2026-11-20T10:00:00.000Z";

function draft(n: number): CoachingNoteDocument {
  return {
    _id: `draft-${n}`,
    __v: 0,
    createdAt: AT,
    updatedAt: AT,
    type: "observation",
    title: `Draft ${n}`,
    content: "Sleep before matches.",
    description: "",
    fromAI: true,
    eventDate: null,
    promptEnabled: false,
    toUser: "athlete",
    toTeam: null,
    toOrganization: "org",
    createdBy: null,
    updatedBy: null,
    toUserName: "Alex",
    toTeamName: null,
    createdByName: null,
    draft: true,
    approvedAt: null,
    approvedByName: null,
    sources: [],
  } as unknown as CoachingNoteDocument;
}

function page(totalDocs: number, totalIsLowerBound: boolean): Page<CoachingNoteDocument> {
  const docs = Array.from({ length: 10 }, (_, n) => draft(n));
  return {
    docs,
    totalDocs,
    totalIsLowerBound,
    limit: 10,
    page: 1,
    totalPages: 100,
    hasNextPage: true,
    hasPrevPage: false,
    nextPage: 2,
    prevPage: null,
    pagingCounter: 1,
  } as unknown as Page<CoachingNoteDocument>;
}

// Compiled, as the app passes them (src/i18n/compile-messages.ts).
const messages = await loadMessages("en-US");
const render = (element: React.ReactElement) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en-US" messages={messages} timeZone="UTC">
      {element}
    </NextIntlClientProvider>,
  );

describe("totals past the count cap", () => {
  it("the drafts queue says how many more when it knows, and 'more than' when it does not", () => {
    const exact = render(createElement(DraftsQueue, { initial: { page: page(25, false), readId: "a" } }));
    expect(exact).toContain("And 15 more after these.");
    const bounded = render(createElement(DraftsQueue, { initial: { page: page(1000, true), readId: "b" } }));
    expect(bounded).toContain("And more than 990 after these.");
    expect(bounded).not.toContain("And 990 more");
  });

  it("choosing an organisation says the first ones of more than the cap", () => {
    expect(
      render(createElement(OrganizationsShown, { shown: 100, total: 250, lowerBound: false })),
    ).toContain("Showing the first 100 of 250.");
    expect(
      render(createElement(OrganizationsShown, { shown: 100, total: 1000, lowerBound: true })),
    ).toContain("Showing the first 100 of more than 1000.");
  });
});
