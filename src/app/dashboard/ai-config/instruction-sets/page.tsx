import Link from "next/link";

import { InstructionSetsTable } from "@/components/ai-config/resource-tables";
import { CreateLink } from "@/components/management/page-shell";
import { type PageRequest, shellPage } from "@/components/management/shell-page";
import { isId } from "@/lib/ids";
import { PAGES, ROUTES } from "@/lib/routes";

export const metadata = { title: "Instruction sets" };

/** `?agent=<id>`, if it is an id: the agent whose sets are listed. */
const agentOf = ({ search: { agent } }: PageRequest) => (isId(agent) ? agent : undefined);

export default shellPage(
  metadata,
  (request) => {
    const agentId = agentOf(request);
    return <InstructionSetsTable key={agentId ?? "all"} agentId={agentId} />;
  },
  (request) => {
    const agentId = agentOf(request);
    return {
      description: agentId ? (
        <>
          The sets that name{" "}
          <Link href={PAGES.agents.view(agentId)} className="text-primary underline underline-offset-4">
            this agent
          </Link>
          .{" "}
          <Link href={PAGES.instructionSets.list} className="text-primary underline underline-offset-4">
            Show all
          </Link>
        </>
      ) : (
        "Groups of instructions with shared triggers and assignment."
      ),
      back: agentId
        ? { href: PAGES.agents.view(agentId), label: "Agent" }
        : { href: ROUTES.aiConfig, label: "AI Config" },
      actions: (
        <CreateLink
          href={agentId ? `${PAGES.instructionSets.create}?agent=${agentId}` : PAGES.instructionSets.create}
        >
          Create instruction set
        </CreateLink>
      ),
    };
  },
);
