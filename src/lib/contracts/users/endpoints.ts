/**
 * Users (§7): accounts with their profiles, one's own account (me, details), a user's metrics, annotations about a
 * user, and an assessment run forced for one user.
 */

import { defineEndpoint } from "@/lib/api/define";
import { pageSchemaOf } from "@/lib/api/wire";
import { userMetricsSchema } from "@/lib/contracts/analytics/schemas";
import {
  addAnnotationSchema,
  annotationDocSchema,
  listAnnotationsSchema,
} from "@/lib/contracts/annotations/schemas";
import {
  ASSESSMENT_EVENTS,
  forceAssessmentSchema,
  processProgressSchema,
  processResultSchema,
} from "@/lib/contracts/assessments/schemas";
import { erasedSchema, invitationSentSchema, signedOutEverywhereSchema } from "@/lib/contracts/auth/schemas";
import {
  briefSettingsDocSchema,
  briefSettingsSchema,
  personBriefSchema,
} from "@/lib/contracts/brief/schemas";
import { listQuerySchema } from "@/lib/contracts/list-query";
import {
  createUserSchema,
  updateDetailsSchema,
  updateMeSchema,
  updateUserSchema,
  userDetailsDocSchema,
  userDocSchema,
  userWithDetailsDocSchema,
} from "@/lib/contracts/users/schemas";
import { usersRoutes as routes } from "./routes";

const tag = "Users";

export const users = {
  create: defineEndpoint(routes.create, {
    conflicts: ["USER_EMAIL_ALREADY_REGISTERED"],
    rule: "adminsOnly",
    tag,
    summary: "Create a user and their sign-in account",
    kind: "json",
    body: createUserSchema,
    response: userWithDetailsDocSchema,
    status: 201,
  }),
  /**
   * §6 lists "update-by-id users" under both admins-only and coaches-and-admins; we take the coaches-and-admins
   * reading and let the users service restrict a coach to athletes of their teams.
   */
  update: defineEndpoint(routes.update, {
    conflicts: ["USER_EMAIL_ALREADY_REGISTERED"],
    rule: "coachesAndAdmins",
    tag,
    summary: "Update a user (a coach only the contact details of athletes of their teams)",
    kind: "json",
    body: updateUserSchema,
    response: userWithDetailsDocSchema,
  }),
  updateDetails: defineEndpoint(routes.updateDetails, {
    rule: "anyAuthenticated",
    tag,
    summary: "Write the caller's own profile, preferences and intake answers (created on first save)",
    kind: "json",
    body: updateDetailsSchema,
    response: userDetailsDocSchema,
  }),
  brief: defineEndpoint(routes.brief, {
    rule: "anyAuthenticated",
    tag,
    summary:
      "What the AI coach knows about a user: their brief as the model receives it, their switches, and the facts it learned (the user, or a coach or admin who may see them)",
    kind: "json",
    response: personBriefSchema,
  }),
  updateBriefSettings: defineEndpoint(routes.updateBriefSettings, {
    rule: "anyAuthenticated",
    tag,
    summary:
      "The caller's own say over the AI: brief sources kept out of every turn, and whether it may learn",
    kind: "json",
    body: briefSettingsSchema,
    response: briefSettingsDocSchema,
  }),
  updateMe: defineEndpoint(routes.updateMe, {
    rule: "anyAuthenticated",
    tag,
    summary: "Update the caller's own account",
    kind: "json",
    body: updateMeSchema,
    response: userDocSchema,
  }),
  signOutEverywhere: defineEndpoint(routes.signOutEverywhere, {
    rule: "anyAuthenticated",
    tag,
    summary:
      "End every web session of the caller, this one included, and the identity provider's refresh tokens",
    kind: "json",
    response: signedOutEverywhereSchema,
  }),
  erase: defineEndpoint(routes.erase, {
    rule: "adminsOnly",
    tag,
    summary:
      "Erase a person: their files, chats, messages, journals, goals, notes about them and sign-in account; usage counts stay, anonymous",
    kind: "json",
    response: erasedSchema,
  }),
  invite: defineEndpoint(routes.invite, {
    rule: "adminsOnly",
    tag,
    summary:
      "Send (again) the e-mail that lets a person who has never signed in set their password; at most one every 5 minutes",
    kind: "json",
    response: invitationSentSchema,
  }),
  exportMyData: defineEndpoint(routes.exportMyData, {
    rule: "anyAuthenticated",
    tag,
    summary: "Everything the platform holds of the caller, as a zip archive: data.json and their files",
    kind: "file",
  }),
  getMe: defineEndpoint(routes.getMe, {
    rule: "anyAuthenticated",
    tag,
    summary: "The caller's own account, with their details",
    kind: "json",
    response: userWithDetailsDocSchema,
  }),
  get: defineEndpoint(routes.get, {
    rule: "anyAuthenticated",
    tag,
    summary: "One user the caller may see, with organisation, teams and details",
    kind: "json",
    response: userWithDetailsDocSchema,
  }),
  metrics: defineEndpoint(routes.metrics, {
    rule: "anyAuthenticated",
    tag,
    summary: "A user's streaks, counts, latest assessment values and section averages",
    kind: "json",
    response: userMetricsSchema,
  }),
  remove: defineEndpoint(routes.remove, {
    rule: "adminsOnly",
    tag,
    summary: "Delete a user and their sign-in account; answers the deleted user",
    kind: "json",
    response: userDocSchema,
  }),
  paginate: defineEndpoint(routes.paginate, {
    rule: "anyAuthenticated",
    tag,
    summary: "One page of the users the caller may see",
    kind: "json",
    body: listQuerySchema,
    response: pageSchemaOf(userDocSchema),
  }),
  annotations: defineEndpoint(routes.annotations, {
    rule: "anyAuthenticated",
    tag,
    summary: "One page of the annotations about a user (the caller by default), newest first",
    kind: "json",
    body: listAnnotationsSchema,
    response: pageSchemaOf(annotationDocSchema),
  }),
  // Not in §7: writing and removing an annotation (the annotations page); the service checks who may.
  addAnnotation: defineEndpoint(routes.addAnnotation, {
    rule: "anyAuthenticated",
    tag,
    summary: "Write an annotation about a user (the caller by default)",
    kind: "json",
    body: addAnnotationSchema,
    response: annotationDocSchema,
    status: 201,
  }),
  removeAnnotation: defineEndpoint(routes.removeAnnotation, {
    rule: "anyAuthenticated",
    tag,
    summary: "Delete an annotation (its author, or an admin); answers the deleted one",
    kind: "json",
    response: annotationDocSchema,
  }),
  forceAssessment: defineEndpoint(routes.forceAssessment, {
    rule: "coachesAndAdmins",
    tag,
    summary:
      "Assess a user's unassessed journals and closed chats now: progress events, then the result (JSON once without SSE)",
    kind: "sse",
    body: forceAssessmentSchema,
    events: {
      [ASSESSMENT_EVENTS.progress]: processProgressSchema,
      [ASSESSMENT_EVENTS.result]: processResultSchema,
    },
    response: processResultSchema,
  }),
};
