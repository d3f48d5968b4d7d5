"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useUserName } from "@/components/users/use-user-name";
import { PAGES } from "@/lib/routes";

/** The goal owner's name (GET /users/{id}), linking to their goals; "Athlete" until it is known. */
export function OwnerName({ id }: { id: string }) {
  const t = useTranslations("goals.list");
  const name = useUserName(id);
  return (
    <Link href={PAGES.goals.byUser(id)} className="text-sm hover:underline">
      {name ?? t("ownerUnknown")}
    </Link>
  );
}
