import type * as React from "react";

type SelectOptionsProps<V extends string | number> =
  /** Choices that carry their own labels (STATUS_OPTIONS and the like). */
  | { choices: readonly { value: V; label: React.ReactNode }[]; values?: never; label?: never }
  /** Bare values, each shown by `label` (the value itself unless given). */
  | { values: readonly V[]; label?: (value: V) => React.ReactNode; choices?: never };

/** The <option>s of a select, one a value. */
export function SelectOptions<V extends string | number>(props: SelectOptionsProps<V>) {
  const choices =
    props.choices ?? props.values.map((value) => ({ value, label: props.label?.(value) ?? value }));
  return choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
}
