import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import type { ListStateApi } from "./use-list-state";

/** A DataTable toolbar's choice of one filter's value; the empty value, `allText`, lifts the filter. */
export function FilterSelect({
  list,
  filter,
  label,
  allText,
  options,
  className,
}: {
  list: ListStateApi;
  /** The filter's key, as in the table's `filterKeys`. */
  filter: string;
  /** The select's accessible name, e.g. "Filter by role". */
  label: string;
  allText: string;
  options: readonly { value: string; label: string }[];
  /** The width of the select's box. */
  className: string;
}) {
  return (
    <div className={className}>
      <Select
        aria-label={label}
        value={list.state.filters[filter] ?? ""}
        onChange={(event) => list.setFilter(filter, event.target.value)}
      >
        <option value="">{allText}</option>
        <SelectOptions choices={options} />
      </Select>
    </div>
  );
}
