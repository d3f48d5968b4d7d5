/** Check-ins: the athlete's own settings, and what coaches see of a member's check-ins. */
import { z } from "zod";
import { checkInDocSchema, checkInSettingsDocSchema, checkInSettingsSchema } from "@/lib/contracts/check-ins";
import { idParams } from "@/lib/contracts/common";
import { defineEndpoint } from "../define";

const tag = "Check-ins";

export const checkIns = {
  settings: defineEndpoint({
    method: "GET",
    path: "/check-ins/settings",
    rule: "usersOnly",
    tag,
    summary: "The caller's check-in settings: off, or snoozed until when",
    kind: "json",
    response: checkInSettingsDocSchema,
  }),
  updateSettings: defineEndpoint({
    method: "PUT",
    path: "/check-ins/settings",
    rule: "usersOnly",
    tag,
    summary: "Turn check-ins off or on, or snooze them for some days (0 ends a snooze)",
    kind: "json",
    body: checkInSettingsSchema,
    response: checkInSettingsDocSchema,
  }),
  ofUser: defineEndpoint({
    method: "GET",
    path: "/check-ins/user/{id}",
    rule: "coachesAndAdmins",
    tag,
    summary: "The latest check-ins of a member the caller may see, newest first",
    kind: "json",
    params: idParams,
    response: z.array(checkInDocSchema),
  }),
};
