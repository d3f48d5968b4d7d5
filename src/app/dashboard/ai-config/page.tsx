import {
  BotIcon,
  BracesIcon,
  ChevronRightIcon,
  FileTextIcon,
  ListChecksIcon,
  MessageSquareTextIcon,
  SlidersHorizontalIcon,
} from "lucide-react";
import Link from "next/link";

import { shellPage } from "@/components/management/shell-page";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PAGES, ROUTES } from "@/lib/routes";

export const metadata = { title: "AI Config" };

const CARDS = [
  {
    href: PAGES.chatSettings,
    title: "Chat settings",
    description:
      "The organisation's default model, temperature and token limit, and whether members may change them.",
    icon: SlidersHorizontalIcon,
  },
  {
    href: PAGES.agents.list,
    title: "Agents",
    description: "The AI agents members chat with: core instruction, modes, settings and who may use them.",
    icon: BotIcon,
  },
  {
    href: PAGES.instructionSets.list,
    title: "Instruction sets",
    description: "Groups of instructions with shared triggers, assigned to people and agents.",
    icon: ListChecksIcon,
  },
  {
    href: PAGES.instructions.list,
    title: "Instructions",
    description: "What the agents are told, where in the prompt, and when (triggers).",
    icon: MessageSquareTextIcon,
  },
  {
    href: PAGES.promptTemplates.list,
    title: "Prompt templates",
    description: "Reusable coach prompts.",
    icon: FileTextIcon,
  },
  {
    href: ROUTES.apiReference,
    title: "API reference",
    description: "Every endpoint of the platform's API: who may call it, what it takes and what it answers.",
    icon: BracesIcon,
  },
] as const;

export default shellPage(
  metadata,
  <nav aria-label="AI configuration" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
    {CARDS.map(({ href, title, description, icon: Icon }) => (
      <Link
        key={href}
        href={href}
        className="group rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <Card className="h-full gap-3 transition-colors group-hover:border-primary/50 group-hover:bg-accent/40">
          <CardHeader className="grid-cols-[auto_1fr_auto] items-center gap-x-3">
            <span className="row-span-2 grid size-9 place-items-center rounded-lg bg-primary/15 text-primary">
              <Icon aria-hidden className="size-4" />
            </span>
            <CardTitle>{title}</CardTitle>
            <ChevronRightIcon
              aria-hidden
              className="row-span-2 size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
            />
            <CardDescription>{description}</CardDescription>
          </CardHeader>
        </Card>
      </Link>
    ))}
  </nav>,
  { description: "Shape what your organisation's agents say, and when." },
);
