"use client";

import { EraserIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { useBusy } from "@/components/management/use-busy";
import { ActionDialog } from "@/components/ui/action-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { users } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import { toastSuccess } from "@/lib/toast";

/**
 * "Erase" on a user's page (admins, POST /users/erase/{id}): the person and everything of theirs, for a request
 * under GDPR Art. 17. Asked for by typing the person's name, since nothing of it can be brought back.
 */
export function EraseUserButton({ id, name, onErased }: { id: string; name: string; onErased: () => void }) {
  const t = useTranslations("users.erase");
  const [open, setOpen] = React.useState(false);
  const [busy, run] = useBusy();
  const [typed, setTyped] = React.useState("");

  // On a failure the dialog stays open to retry or cancel.
  const confirm = () =>
    run(async () => {
      await call(users.erase, { params: { id } });
      toastSuccess(t("erased", { name }));
      setOpen(false);
      onErased();
    });

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setTyped("");
      }}
      busy={busy}
      trigger={
        <Button variant="destructive">
          <EraserIcon />
          {t("button")}
        </Button>
      }
      title={t("title", { name })}
      description={t("description")}
      action={
        <Button
          variant="destructive"
          onClick={confirm}
          loading={busy}
          disabled={typed.trim() !== name.trim()}
        >
          {t("confirm")}
        </Button>
      }
    >
      <Input aria-label={t("nameLabel")} value={typed} onChange={(e) => setTyped(e.target.value)} />
    </ActionDialog>
  );
}
