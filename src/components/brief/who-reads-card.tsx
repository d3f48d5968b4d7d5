"use client";

import { useTranslations } from "next-intl";
import * as React from "react";

import { SectionCard } from "@/components/ui/section-card";

/**
 * "Who can read your chats", said plainly to the athlete (the chat screen's one line leads here): who reads, what
 * they never see, and what happens when something worrying is written. It describes the access rules as they are
 * (src/server/chats/scope.ts, safeguarding), not a policy.
 */
export function WhoReadsCard() {
  const t = useTranslations("brief.whoReads");
  const strong = (text: React.ReactNode) => <strong>{text}</strong>;
  // Reached by its anchor from a chat: the page loads its data first, so the browser's own jump finds nothing.
  React.useEffect(() => {
    if (window.location.hash === "#who-reads-your-chats") {
      document.getElementById("who-reads-your-chats")?.scrollIntoView({ block: "start" });
    }
  }, []);
  return (
    <section id="who-reads-your-chats" className="scroll-mt-20">
      <SectionCard title={t("title")} description={t("description")}>
        <ul className="grid list-disc gap-2 pl-5 text-sm">
          <li>{t.rich("coaches", { strong })}</li>
          <li>{t.rich("admins", { strong })}</li>
          <li>{t.rich("personChats", { strong })}</li>
          <li>{t.rich("safeguarding", { strong })}</li>
          <li>{t.rich("downloadDelete", { strong })}</li>
        </ul>
      </SectionCard>
    </section>
  );
}
