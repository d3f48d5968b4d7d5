/**
 * The API's texts in the caller's language (docs/i18n.md): the §8 code stays, the message follows the person's
 * preferredLanguage, else the sign-in page's cookie, else Accept-Language; English keeps the spec's texts. The
 * provider's password e-mail goes out in the account's language.
 */
import { createTranslator } from "next-intl";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as passwordReset } from "@/app/api/auth/password-reset/route";
import { loadMessages } from "@/i18n/catalogue";
import type { Locale } from "@/i18n/locales";
import { goals } from "@/lib/contracts/goals/endpoints";
import { notifications } from "@/lib/contracts/notifications/endpoints";
import { users } from "@/lib/contracts/users/endpoints";
import { sessionUserById } from "@/server/auth/session-user";
import { request } from "../support/api-client";
import { call } from "../support/call";
import { idTokenOf, makeOrganization, makePerson } from "../support/fixtures";
import { giveDetails } from "../support/state";

let world: Awaited<ReturnType<typeof makeOrganization>>;

beforeAll(async () => {
  world = await makeOrganization();
});

afterEach(() => vi.restoreAllMocks());

async function personSpeaking(language: "de-DE" | "fr-FR" | null) {
  const person = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
  if (language) await giveDetails(person.id, { preferredLanguage: language.replace("-", "_") as never });
  return { person, token: await idTokenOf(person) };
}

describe("the §8 message in the caller's language", () => {
  it("answers in the person's preferred language, whatever their browser says", async () => {
    const { token } = await personSpeaking("de-DE");
    const res = await request(goals.create, { token, body: {}, headers: { "accept-language": "es-ES" } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.message).toBe("Validierungsfehler");
    const title = res.body.error.fields.find((f: { path: string }) => f.path === "title");
    expect(title.message).not.toBe("Field is required");
    expect(title.message).toMatch(/Pflichtfeld|erforderlich/i);
  });

  it("answers a caller without a preference in their browser's language", async () => {
    const { token } = await personSpeaking(null);
    const res = await request(goals.create, {
      token,
      body: {},
      headers: { "accept-language": "fr-CA,fr;q=0.9" },
    });
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.message).not.toBe("Validation Error");
  });

  it("answers an unauthenticated call by the sign-in page's language cookie before Accept-Language", async () => {
    const res = await request(users.getMe, { headers: { cookie: "locale=pt-BR", "accept-language": "de" } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("NOT_AUTHORIZED");
    expect(res.body.error.message).not.toBe("User not authorized");
    const german = await request(users.getMe, { headers: { "accept-language": "de" } });
    expect(german.body.error.message).not.toBe(res.body.error.message);
  });

  it("keeps the spec's English texts when no language is known", async () => {
    const { token } = await personSpeaking(null);
    const res = await request(goals.create, { token, body: {} });
    expect(res.body.error.message).toBe("Validation Error");
    expect(res.body.error.fields).toContainEqual({ path: "title", message: "Field is required" });
  });

  it("reads the preference with the session user", async () => {
    const { person } = await personSpeaking("fr-FR");
    expect((await sessionUserById(person.id))?.preferredLanguage).toBe("fr-FR");
  });
});

describe("the password e-mail's language", () => {
  function localeSent(spy: ReturnType<typeof vi.spyOn>): string | undefined {
    const sent = spy.mock.calls.find(([url]: unknown[]) => String(url).includes("accounts:sendOobCode"));
    const headers = (sent?.[1] as RequestInit | undefined)?.headers as Record<string, string> | undefined;
    return headers?.["X-Firebase-Locale"];
  }

  it("is the account's own language, not the asking browser's", async () => {
    const { person } = await personSpeaking("fr-FR");
    const spy = vi.spyOn(globalThis, "fetch");
    const res = await call(passwordReset, {
      body: { email: person.email },
      headers: { "accept-language": "de" },
    });
    expect(res.status).toBe(200);
    expect(localeSent(spy)).toBe("fr-FR");
  });

  it("is the asking page's language for an account without one", async () => {
    const { person } = await personSpeaking(null);
    const spy = vi.spyOn(globalThis, "fetch");
    const res = await call(passwordReset, {
      body: { email: person.email },
      headers: { "accept-language": "pt" },
    });
    expect(res.status).toBe(200);
    expect(localeSent(spy)).toBe("pt-BR");
  });
});

describe("the product's own notifications", () => {
  async function render(locale: Locale, text: { key: string; values?: Record<string, string> }) {
    const t = createTranslator({
      locale,
      messages: await loadMessages(locale),
      namespace: "notifications.system",
    });
    return t(text.key as never, text.values as never);
  }

  it("say which message they are, so each reader sees them in their language; English is the stored text", async () => {
    const { token } = await personSpeaking(null);
    const goal = (await request(goals.create, { token, body: { title: "Swim 2k", target: "Nonstop" } })).body;
    await request(goals.update, { token, params: { id: goal._id }, body: { status: "completed" } });
    const [doc] = (
      await request(notifications.paginate, { token, body: { limit: 10, searchQuery: "Goal completed" } })
    ).body.docs;
    expect(doc.metadata.text).toEqual({
      title: { key: "goalCompleted.title" },
      message: { key: "goalCompleted.message", values: { goal: "Swim 2k" } },
    });
    expect(await render("en-US", doc.metadata.text.title)).toBe(doc.title);
    expect(await render("en-US", doc.metadata.text.message)).toBe(doc.message);
    expect(await render("de-DE", doc.metadata.text.message)).toBe(
      "Glückwunsch! Du hast dein Ziel „Swim 2k“ erreicht.",
    );
  });
});
