"use client";

import { PlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { LazyDialogTrigger, LazyLayer, useLazyDialog } from "@/components/ui/lazy-dialog";
import { preloadable } from "@/lib/when-idle";

// The dialog loads after the page (see useLazyDialog).
const loadContent = preloadable(() => import("./new-note-dialog-content"));
const NewNoteDialogContent = React.lazy(() =>
  loadContent().then((m) => ({ default: m.NewNoteDialogContent })),
);

/**
 * "New note": pick an athlete or a team the viewer may see (POST /users/paginate, POST /teams/paginate, searched by
 * name) and go to its create page; each row also links to that recipient's notes.
 */
export function NewNoteDialog() {
  const t = useTranslations("coachingNotes.newNote");
  const [open, setOpen] = React.useState(false);
  const { mounted, layer } = useLazyDialog(open, loadContent);
  return (
    <>
      <LazyDialogTrigger open={open} onToggle={() => setOpen(!open)} layer={layer}>
        <Button>
          <PlusIcon />
          {t("button")}
        </Button>
      </LazyDialogTrigger>
      <LazyLayer mounted={mounted}>
        <NewNoteDialogContent open={open} onOpenChange={setOpen} contentProps={layer.contentProps} />
      </LazyLayer>
    </>
  );
}
