/**
 * A dashboard page adds the catalogue areas its client components use to the frame's (MoreMessages): both reach the
 * components below it, and the language and time zone stay the frame's.
 */
import { NextIntlClientProvider, useFormatter, useTranslations } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MoreMessages } from "@/components/i18n/more-messages";
import { loadMessages, type Messages } from "@/i18n/catalogue";
import { areasBeyondRoot, outsideDashboardMessages } from "@/i18n/client-messages";

function Texts() {
  const shell = useTranslations("shell");
  const goals = useTranslations("goals");
  const format = useFormatter();
  const at = format.dateTime(new Date("2026-11-20T23:30:00Z"), { hour: "numeric", minute: "numeric" });
  return <p>{`${shell("signOut")} | ${goals("form.title")} | ${at}`}</p>;
}

function render(messages: Messages, more: Record<string, unknown>) {
  return renderToStaticMarkup(
    <NextIntlClientProvider
      locale="de-DE"
      timeZone="Asia/Tokyo"
      messages={outsideDashboardMessages(messages)}
    >
      <MoreMessages messages={more}>
        <Texts />
      </MoreMessages>
    </NextIntlClientProvider>,
  );
}

describe("a page's own catalogue areas", () => {
  it("reach its components beside the areas the layouts sent, in the frame's language and time zone", async () => {
    const messages = await loadMessages("de-DE");
    const html = render(messages, areasBeyondRoot(messages, ["goals", "shell"]));
    expect(html).toContain("Abmelden |");
    expect(html).toContain(`| ${messages.goals.form.title}`);
    expect(html).toContain("| 08:30");
  });

  it("are only the ones the root layout has not sent", async () => {
    const messages = await loadMessages("en-US");
    expect(Object.keys(areasBeyondRoot(messages, ["goals", "errors", "shell", "enums"]))).toEqual([
      "goals",
      "enums",
    ]);
    expect(Object.keys(areasBeyondRoot(messages, ["*"]))).toContain("aiConfig");
  });
});
