"use client";

import * as React from "react";

import { SectionCard } from "@/components/ui/section-card";

/**
 * "Who can read your chats", said plainly to the athlete (the chat screen's one line leads here): who reads, what
 * they never see, and what happens when something worrying is written. It describes the access rules as they are
 * (src/server/chats/scope.ts, safeguarding), not a policy.
 */
export function WhoReadsCard() {
  // Reached by its anchor from a chat: the page loads its data first, so the browser's own jump finds nothing.
  React.useEffect(() => {
    if (window.location.hash === "#who-reads-your-chats") {
      document.getElementById("who-reads-your-chats")?.scrollIntoView({ block: "start" });
    }
  }, []);
  return (
    <section id="who-reads-your-chats" className="scroll-mt-20">
      <SectionCard
        title="Who can read your chats"
        description="Your chats with the AI coach are not only between you and the AI."
      >
        <ul className="grid list-disc gap-2 pl-5 text-sm">
          <li>
            <strong>Your coaches</strong> (the coaches of your teams) can open and read your chats with the
            AI, and download them, so they can help you better.
          </li>
          <li>
            <strong>Your club&apos;s admins</strong> can read them too. When someone who is not in the chat
            downloads it, that is recorded.
          </li>
          <li>
            <strong>Chats with a person</strong> (not with the AI) are read only by the people in them.
          </li>
          <li>
            <strong>If you write something that suggests you may not be safe</strong>, the people responsible
            for safeguarding at your club are told, so that someone can check on you.
          </li>
          <li>
            You can <strong>download or delete</strong> any of your chats from its ⋯ menu. What was already
            learned from a deleted chat (assessments, goal progress, notes) stays.
          </li>
        </ul>
      </SectionCard>
    </section>
  );
}
