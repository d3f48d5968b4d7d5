"use client";

import { useTranslations } from "next-intl";

import { Select } from "@/components/ui/select";
import type { SortOrder } from "./list-params";

export interface SortChoice {
  field: string;
  label: string;
}

/** The card layout has no column headers to click: the same orders as a menu ("Name, descending"). */
export function SortSelect({
  choices,
  sortBy,
  sortOrder,
  onSort,
}: {
  choices: readonly SortChoice[];
  sortBy?: string;
  sortOrder?: SortOrder;
  onSort: (sortBy?: string, sortOrder?: SortOrder) => void;
}) {
  const t = useTranslations("dataTable.sort");
  const value = sortBy ? `${sortBy}:${sortOrder ?? "asc"}` : "";
  return (
    <div className="w-full sm:w-52">
      <Select
        aria-label={t("label")}
        value={value}
        onChange={(event) => {
          const [field, order] = event.target.value.split(":");
          onSort(field || undefined, order === "desc" ? "desc" : "asc");
        }}
      >
        <option value="">{t("default")}</option>
        {choices.flatMap(({ field, label }) => [
          <option key={`${field}:asc`} value={`${field}:asc`}>
            {t("ascending", { label })}
          </option>,
          <option key={`${field}:desc`} value={`${field}:desc`}>
            {t("descending", { label })}
          </option>,
        ])}
      </Select>
    </div>
  );
}
