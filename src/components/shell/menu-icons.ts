/** The icon of each side-menu entry (a plain module: server pages use it too). */
import {
  BotIcon,
  Building2Icon,
  BuildingIcon,
  ClipboardListIcon,
  HouseIcon,
  type LucideIcon,
  MessageSquareIcon,
  MessageSquareQuoteIcon,
  NotebookPenIcon,
  ScrollTextIcon,
  ShieldAlertIcon,
  TargetIcon,
  UserCogIcon,
  UserIcon,
  UsersIcon,
  UsersRoundIcon,
} from "lucide-react";
import type { MenuKey } from "@/lib/menu";

export const MENU_ICONS: Record<MenuKey, LucideIcon> = {
  home: HouseIcon,
  chats: MessageSquareIcon,
  goals: TargetIcon,
  journals: NotebookPenIcon,
  users: UsersIcon,
  organizations: Building2Icon,
  teams: UsersRoundIcon,
  organization: BuildingIcon,
  team: UsersRoundIcon,
  profile: UserIcon,
  account: UserCogIcon,
  coachingNotes: ClipboardListIcon,
  feedbacks: MessageSquareQuoteIcon,
  aiConfig: BotIcon,
  safeguarding: ShieldAlertIcon,
  audit: ScrollTextIcon,
};
