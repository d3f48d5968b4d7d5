import { type ColumnDef, createTable, getCoreRowModel } from "@tanstack/react-table";
import { describe, expect, it } from "vitest";
import { columnLabel } from "@/components/data-table/column-label";
import { sortChoices } from "@/components/data-table/sort-choices";

type Row = { _id: string; name: string; owner: { name: string }; createdAt: string };

// The card layout's sort menu is worked out before TanStack Table has loaded (issue 22): it must list what the
// table itself would (its sortable leaf columns, by id and label).
const columns: ColumnDef<Row>[] = [
  { accessorKey: "name", header: "Name", enableSorting: true },
  { accessorKey: "createdAt", header: () => "Created", meta: { label: "Created on" }, enableSorting: true },
  { accessorKey: "owner.name", header: "Owner", enableSorting: true },
  { id: "status", header: "Status", accessorFn: (row) => row.name, enableSorting: true },
  { id: "computed", header: "No accessor", enableSorting: true, cell: () => null },
  { accessorKey: "_id", header: "Id" },
  { id: "off", accessorFn: (row) => row._id, header: "Off", enableSorting: false },
];

function tableChoices(defs: ColumnDef<Row>[]) {
  const table = createTable<Row>({
    data: [],
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
    defaultColumn: { enableSorting: false },
  });
  return table
    .getAllLeafColumns()
    .filter((column) => column.getCanSort())
    .map((column) => ({ field: column.id, label: columnLabel(column) }));
}

describe("sortChoices", () => {
  it("lists the columns TanStack Table would sort by, with their labels", () => {
    expect(sortChoices(columns)).toEqual(tableChoices(columns));
    expect(sortChoices(columns).map((c) => c.field)).toEqual(["name", "createdAt", "owner_name", "status"]);
  });
});
