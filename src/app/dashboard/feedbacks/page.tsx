import type { Metadata } from "next";

import { FeedbackList } from "@/components/coaching-notes/feedback-list";
import { PageShell } from "@/components/management/page-shell";

export const metadata: Metadata = { title: "Feedbacks" };

/** Athletes only (the route guard answers ONLY_ATHLETE to others): the feedback their coaches wrote them. */
export default function FeedbacksPage() {
  return (
    <PageShell title="Feedbacks" description="What your coaches told you, newest first.">
      <FeedbackList />
    </PageShell>
  );
}
