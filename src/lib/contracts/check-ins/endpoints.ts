/** Check-ins: the athlete's own settings, and what coaches see of a member's check-ins. */
import { z } from "zod";
import { defineEndpoint } from "@/lib/api/define";
import {
  checkInDocSchema,
  checkInSettingsDocSchema,
  checkInSettingsSchema,
} from "@/lib/contracts/check-ins/schemas";
import { checkInsRoutes as routes } from "./routes";

const tag = "Check-ins";

export const checkIns = {
  settings: defineEndpoint(routes.settings, {
    rule: "usersOnly",
    tag,
    summary: "The caller's check-in settings: off, or snoozed until when",
    kind: "json",
    response: checkInSettingsDocSchema,
  }),
  updateSettings: defineEndpoint(routes.updateSettings, {
    rule: "usersOnly",
    tag,
    summary: "Turn check-ins off or on, or snooze them for some days (0 ends a snooze)",
    kind: "json",
    body: checkInSettingsSchema,
    response: checkInSettingsDocSchema,
  }),
  ofUser: defineEndpoint(routes.ofUser, {
    rule: "coachesAndAdmins",
    tag,
    summary: "The latest check-ins of a member the caller may see, newest first",
    kind: "json",
    response: z.array(checkInDocSchema),
  }),
};
