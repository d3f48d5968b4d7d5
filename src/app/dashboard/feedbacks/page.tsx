import type { Metadata } from "next";

import { FeedbackList } from "@/components/coaching-notes/feedback-list";
import { PageHeader } from "@/components/management/page-header";

export const metadata: Metadata = { title: "Feedbacks" };

/** Athletes only (the route guard answers ONLY_ATHLETE to others): the feedback their coaches wrote them. */
export default function FeedbacksPage() {
  return (
    <div className="grid gap-6">
      <PageHeader title="Feedbacks" description="What your coaches told you, newest first." />
      <FeedbackList />
    </div>
  );
}
