"use client";

import Link from "next/link";
import * as React from "react";
import { users } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import { PAGES } from "@/lib/routes";

/** Names already read on this page, so a list of goals asks for each owner once. */
const names = new Map<string, Promise<string | null>>();

function ownerName(id: string): Promise<string | null> {
  let name = names.get(id);
  if (!name) {
    name = call(users.get, { params: { id } }, { toastOnError: false }).then(
      (user) => user.name,
      () => null,
    );
    names.set(id, name);
  }
  return name;
}

/** The goal owner's name (GET /users/{id}), linking to their goals; "Athlete" until it is known. */
export function OwnerName({ id }: { id: string }) {
  const [name, setName] = React.useState<string | null>(null);
  React.useEffect(() => {
    let current = true;
    ownerName(id).then((value) => {
      if (current) setName(value);
    });
    return () => {
      current = false;
    };
  }, [id]);
  return (
    <Link href={PAGES.goals.byUser(id)} className="text-sm hover:underline">
      {name ?? "Athlete"}
    </Link>
  );
}
