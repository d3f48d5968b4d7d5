import { FeedbackList } from "@/components/coaching-notes/feedback-list";
import { shellPage } from "@/components/management/shell-page";

export const metadata = { title: "Feedbacks" };

/** Athletes only (the route guard answers ONLY_ATHLETE to others): the feedback their coaches wrote them. */
export default shellPage(metadata, <FeedbackList />, {
  description: "What your coaches told you, newest first.",
});
