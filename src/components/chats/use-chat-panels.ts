"use client";

import * as React from "react";

/**
 * What the chat's page shows beside or over the chat: the history column (desktop), the history drawer (phones),
 * the voice panel (Talk) and the hidden info. ChatView keeps it, so it outlives the chat's body loading.
 */
export interface ChatPanels {
  historyOpen: boolean;
  toggleHistory: () => void;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  talking: boolean;
  setTalking: (talking: boolean) => void;
  showHidden: boolean;
  setShowHidden: (show: boolean) => void;
}

export function useChatPanels(): ChatPanels {
  const [historyOpen, toggleHistory] = useHistoryOpen();
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const [talking, setTalking] = React.useState(false);
  const [showHidden, setShowHidden] = React.useState(false);
  return {
    historyOpen,
    toggleHistory,
    drawerOpen,
    setDrawerOpen,
    talking,
    setTalking,
    showHidden,
    setShowHidden,
  };
}

const HISTORY_PREFERENCE = "chat-history-open";

/** Whether the history column is shown beside the chat (desktop), remembered on this device. */
function useHistoryOpen(): [boolean, () => void] {
  const [open, setOpen] = React.useState(true);
  React.useEffect(() => {
    if (window.localStorage.getItem(HISTORY_PREFERENCE) === "0") setOpen(false);
  }, []);
  const toggle = React.useCallback(() => {
    setOpen((current) => {
      window.localStorage.setItem(HISTORY_PREFERENCE, current ? "0" : "1");
      return !current;
    });
  }, []);
  return [open, toggle];
}
