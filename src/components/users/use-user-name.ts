"use client";

import * as React from "react";
import { users } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";

/** Names already read on this page, so a list (goals, a conversation) asks for each person once. */
const names = new Map<string, Promise<string | null>>();

function userName(id: string): Promise<string | null> {
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

/** Names the server read with the page, by id: shown from the first render (and in its HTML), not fetched. */
const KnownNames = React.createContext<Readonly<Record<string, string>>>({});
export const KnownUserNames = KnownNames.Provider;

/**
 * A person's name (GET /users/{id}, unless the page came with it: KnownUserNames); null until it is known, or when
 * the caller may not read them.
 */
export function useUserName(id: string | null): string | null {
  const names = React.useContext(KnownNames);
  const known = id && Object.hasOwn(names, id) ? names[id] : undefined;
  const [name, setName] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (!id || known !== undefined) return;
    let current = true;
    userName(id).then((value) => {
      if (current) setName(value);
    });
    return () => {
      current = false;
    };
  }, [id, known]);
  return id ? (known ?? name) : null;
}
