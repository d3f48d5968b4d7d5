import { BarChart3Icon, MessagesSquareIcon, NotebookPenIcon, TargetIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";

const FEATURES = [
  {
    icon: MessagesSquareIcon,
    title: "Chat with AI coaches",
    text: "Generalist, coaching and oracle agents — by text, audio or live speech.",
  },
  {
    icon: NotebookPenIcon,
    title: "Journals and goals",
    text: "Reflect every day and track progress on the goals that matter.",
  },
  {
    icon: TargetIcon,
    title: "Assessments and notes",
    text: "Mental, physical and performance assessments, with coach prompts and feedback.",
  },
  {
    icon: BarChart3Icon,
    title: "Analytics for teams",
    text: "Coaches and admins see how their teams and organisations are doing.",
  },
] as const;

export default function HomePage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-6 py-5">
        <span className="text-lg font-semibold tracking-tight">Coaching Platform</span>
        <Button asChild variant="outline" size="sm">
          <Link href="/sign-in">Sign in</Link>
        </Button>
      </header>

      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center gap-16 px-6 py-16">
        <section className="max-w-3xl space-y-6">
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            AI coaching for athletes, coaches and their organisations
          </h1>
          <p className="text-lg text-muted-foreground text-pretty">
            Every member of your organisation gets a coach that listens, remembers and follows up — while
            coaches and administrators keep the overview.
          </p>
          <Button asChild size="lg">
            <Link href="/sign-in">Sign in</Link>
          </Button>
        </section>

        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-5">
              <Icon aria-hidden className="mb-3 size-5 text-primary" />
              <h2 className="font-medium">{title}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </main>

      <footer className="mx-auto w-full max-w-6xl px-6 py-6 text-sm text-muted-foreground">
        © Coaching Platform
      </footer>
    </div>
  );
}
