"use client";

import * as React from "react";

import type { ApiRequest } from "@/lib/api/call";
import { Loaded } from "./load-state";
import { useResource } from "./use-resource";

/**
 * The fields of a create-or-edit form. Given the GET of the document to edit, they wait for it as Loaded does and
 * are keyed by its id, so that another document starts them afresh; given none, they create one at once.
 */
export function EditOrCreate<T extends { _id: string }>({
  edit,
  rows,
  children,
}: {
  edit: ApiRequest<T> | string | null;
  rows?: number;
  children: (doc?: T) => React.ReactNode;
}) {
  const doc = useResource<T>(edit);
  if (!edit) return children();
  return (
    <Loaded resource={doc} rows={rows}>
      {(data) => <React.Fragment key={data._id}>{children(data)}</React.Fragment>}
    </Loaded>
  );
}
