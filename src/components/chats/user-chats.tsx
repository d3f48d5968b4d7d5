"use client";

import Link from "next/link";
import * as React from "react";

import { MODE_LABELS } from "@/components/ai-config/labels";
import { EmptyRow, FramedTable } from "@/components/data-table/framed-table";
import { Pager } from "@/components/data-table/pager";
import { formatDateTime } from "@/components/management/display";
import { LoadError } from "@/components/management/load-state";
import { PageShell } from "@/components/management/page-shell";
import { ListRow } from "@/components/management/row-list";
import { useResource } from "@/components/management/use-resource";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { TableCell, TableRow } from "@/components/ui/table";
import { chats as chatEndpoints, users } from "@/lib/api/browser-endpoints";
import { request } from "@/lib/api/call";
import { PAGE_SIZE } from "@/lib/constants";
import type { ChatDoc } from "@/lib/contracts/chats/schemas";
import type { Page } from "@/lib/contracts/list-query";
import { PAGES, ROUTES } from "@/lib/routes";
import { chatTitle, excerpt } from "./chat-helpers";
import { agentName, useAgentsById } from "./use-agents";

/** A coach or admin browses one person's chats (GET /chats/by-user/{id}); each opens read-only. */
export function UserChats({ userId }: { userId: string }) {
  const [page, setPage] = React.useState(1);
  const user = useResource(request(users.get, { params: { id: userId } }));
  const chats = useResource<Page<ChatDoc>>(
    request(chatEndpoints.byUser, { params: { id: userId }, query: { page, limit: PAGE_SIZE } }),
  );
  const agents = useAgentsById();
  const data = chats.data;
  const totalPages = Math.max(data?.totalPages ?? 1, 1);

  return (
    <PageShell
      title={user.data ? `Chats of ${user.data.name}` : "Chats"}
      description="Every chat of this person with an agent, newest first."
      back={{ href: ROUTES.chats, label: "Chats" }}
    >
      {chats.error ? (
        <LoadError error={chats.error} onRetry={chats.reload} title="Could not load the chats" />
      ) : (
        <>
          <FramedTable
            label="Chats of this user"
            busy={chats.loading}
            className="hidden overflow-hidden rounded-lg border md:block"
            columns={["Title", "Agent", "Mode", "Status", "Last message", "Updated"]}
          >
            {!data ? (
              Array.from({ length: 3 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
                <TableRow key={i} className="hover:bg-transparent">
                  <TableCell colSpan={6}>
                    <Skeleton className="h-4 w-full" />
                  </TableCell>
                </TableRow>
              ))
            ) : data.docs.length === 0 ? (
              <EmptyRow colSpan={6} className="h-24">
                No chats yet.
              </EmptyRow>
            ) : (
              data.docs.map((chat) => (
                <TableRow key={chat._id}>
                  <TableCell>
                    <Link href={PAGES.chats.view(chat._id)} className="font-medium hover:underline">
                      {chatTitle(chat)}
                    </Link>
                  </TableCell>
                  <TableCell>{agentName(agents, chat.agents) ?? "—"}</TableCell>
                  <TableCell>{chat.config?.mode ? MODE_LABELS[chat.config.mode] : "—"}</TableCell>
                  <TableCell>
                    {chat.closed ? (
                      <Badge variant="secondary">Closed</Badge>
                    ) : (
                      <Badge variant="success">Open</Badge>
                    )}
                  </TableCell>
                  <TableCell className="max-w-72 truncate text-muted-foreground">
                    {excerpt(chat.lastMessage, 80) || "—"}
                  </TableCell>
                  <TableCell>{formatDateTime(chat.lastMessageAt ?? chat.updatedAt)}</TableCell>
                </TableRow>
              ))
            )}
          </FramedTable>
          {/* Under md, as the other lists: one card per chat instead of a table that scrolls sideways. */}
          <div className="md:hidden">
            {!data ? (
              <div className="grid gap-2" role="status" aria-label="Loading chats">
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-16 w-full" />
              </div>
            ) : data.docs.length === 0 ? (
              <p className="rounded-lg border p-6 text-center text-sm text-muted-foreground">No chats yet.</p>
            ) : (
              <ul aria-label="Chats of this user" className="divide-y rounded-lg border">
                {data.docs.map((chat) => (
                  <ListRow
                    key={chat._id}
                    testId="user-chat"
                    href={PAGES.chats.view(chat._id)}
                    title={chatTitle(chat)}
                    badges={
                      chat.closed ? (
                        <Badge variant="secondary">Closed</Badge>
                      ) : (
                        <Badge variant="success">Open</Badge>
                      )
                    }
                    details={[
                      agentName(agents, chat.agents),
                      chat.config?.mode ? MODE_LABELS[chat.config.mode] : null,
                      formatDateTime(chat.lastMessageAt ?? chat.updatedAt),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                    summary={excerpt(chat.lastMessage, 80) || undefined}
                    actions={null}
                  />
                ))}
              </ul>
            )}
          </div>
        </>
      )}
      <Pager
        label="Chats"
        noun={["chat", "chats"]}
        page={page}
        totalPages={totalPages}
        totalDocs={data ? data.totalDocs : null}
        hasNextPage={Boolean(data?.hasNextPage)}
        loading={chats.loading}
        onPage={setPage}
      />
    </PageShell>
  );
}
