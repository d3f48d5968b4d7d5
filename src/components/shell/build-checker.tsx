"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { toast } from "sonner";
import {
  BUILD_MANIFEST_PATH,
  BUILD_POLL_INTERVAL_MS,
  decideBuildCheck,
  mayReload,
  parseManifest,
  RELOAD_GUARD_KEY,
  readLastReload,
} from "@/lib/build-manifest";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reloads unless the page was reloaded by this check in the last 10 s (§9 reload guard). */
function reloadOnce() {
  const store = storage();
  const now = Date.now();
  if (!mayReload(readLastReload(store), now)) return;
  store?.setItem(RELOAD_GUARD_KEY, String(now));
  window.location.reload();
}

async function fetchManifest() {
  try {
    const res = await fetch(BUILD_MANIFEST_PATH, { cache: "no-store" });
    return res.ok ? parseManifest(await res.json()) : null;
  } catch {
    return null; // offline, or the manifest is missing (next dev): try again next time
  }
}

/**
 * Polls the build manifest (§2) every 60 s and, when a build other than the page's own is out, offers a
 * reload in a toast that stays until used or closed. Renders nothing.
 */
export function BuildChecker({ loadedBuildId }: { loadedBuildId: string | null }) {
  const t = useTranslations("shell");
  useEffect(() => {
    if (!loadedBuildId) return;
    let offeredBuildId: string | null = null;
    let stopped = false;
    const check = async () => {
      const manifest = await fetchManifest();
      if (stopped) return;
      const decision = decideBuildCheck({
        loadedBuildId,
        manifest,
        offeredBuildId,
        lastReloadAt: readLastReload(storage()),
        now: Date.now(),
      });
      if (decision.action !== "offer-reload") return;
      offeredBuildId = decision.buildId;
      toast.info(t("newBuild"), {
        id: "new-build",
        description: t("newBuildDescription"),
        duration: Number.POSITIVE_INFINITY,
        action: { label: t("reload"), onClick: reloadOnce },
      });
    };
    const timer = window.setInterval(check, BUILD_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [loadedBuildId, t]);
  return null;
}
