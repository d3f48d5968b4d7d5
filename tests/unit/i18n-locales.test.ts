import { describe, expect, it } from "vitest";
import { errorsTranslator, localizeEnvelope } from "@/i18n/error-messages";
import { chooseLocale, localeOfAcceptLanguage, localeOfPreference } from "@/i18n/locales";
import { messageText } from "@/i18n/message-text";
import enErrors from "@/i18n/messages/en-US/errors.json";
import { VALIDATION_RULES, validationRule } from "@/i18n/validation-rules";
import { AppError, ERROR_CODES } from "@/lib/errors";

describe("choosing a request's language", () => {
  it("takes the person's preference first, then the sign-in page's choice, then the browser's", () => {
    expect(chooseLocale({ preference: "de-DE", cookie: "fr-FR", acceptLanguage: "es" })).toBe("de-DE");
    expect(chooseLocale({ preference: null, cookie: "fr-FR", acceptLanguage: "es" })).toBe("fr-FR");
    expect(chooseLocale({ preference: null, cookie: "xx", acceptLanguage: "es-MX,es;q=0.9" })).toBe("es-ES");
    expect(chooseLocale({})).toBe("en-US");
  });

  it("reads the database's enum spelling of a preference", () => {
    expect(localeOfPreference("pt_BR")).toBe("pt-BR");
    expect(localeOfPreference("klingon")).toBeNull();
  });

  it("matches Accept-Language by quality and by language when the region differs", () => {
    expect(localeOfAcceptLanguage("ja, de-AT;q=0.8, fr;q=0.9")).toBe("fr-FR");
    expect(localeOfAcceptLanguage("pt-PT")).toBe("pt-BR");
    expect(localeOfAcceptLanguage("de;q=0, en-GB;q=0.5")).toBe("en-US");
    expect(localeOfAcceptLanguage("ja, zh-CN")).toBeNull();
    expect(localeOfAcceptLanguage("*")).toBeNull();
    expect(localeOfAcceptLanguage("%%%;q=x,,")).toBeNull();
    expect(localeOfAcceptLanguage(undefined)).toBeNull();
  });
});

describe("validation and §8 messages in the reader's language", () => {
  const english = errorsTranslator("en-US");

  it("gives back every contract message unchanged in English", () => {
    const samples = [
      "Field is required",
      "Must be at most 255 characters",
      "Number must be at most 100",
      "Must be at least 300",
      "Must be one of high, medium, low",
      "Goal not found",
      "Email already exists",
      "Title is required",
      "At most 5 images",
      "Too many sign-in attempts. Try again in 1 second.",
      "Too many sign-in attempts. Try again in 15 minutes.",
      "Too many password reset requests. Try again in 24 hours.",
      "You are signed out on all your devices.",
    ];
    for (const sample of samples) expect(messageText(english as never, sample)).toBe(sample);
  });

  it("has a catalogue entry for every rule", () => {
    for (const rule of VALIDATION_RULES) expect(enErrors).toHaveProperty(rule.key.split("."));
  });

  it("matches specific rules before the general ones", () => {
    expect(validationRule("Number must be at most 100")?.key).toBe("validation.numberMax");
    expect(validationRule("Agent name is required")?.key).toBe("validation.agentNameRequired");
    expect(validationRule("Something nobody wrote")).toBeNull();
  });

  it("has the §8 text of every code in English as the catalogue has it", () => {
    for (const code of ERROR_CODES) {
      const envelope = new AppError(code).toEnvelope();
      expect(localizeEnvelope(envelope, "en-US")).toEqual(envelope);
      expect(english(`codes.${code}`)).toBe(envelope.error.message);
    }
  });

  it("translates the code's message and each field's, and keeps the code", () => {
    const envelope = new AppError("VALIDATION_ERROR", {
      fields: [{ path: "body.title", message: "Must be at most 50 characters" }],
    }).toEnvelope();
    const spanish = localizeEnvelope(envelope, "es-ES");
    expect(spanish.error.code).toBe("VALIDATION_ERROR");
    expect(spanish.error.message).not.toBe("Validation Error");
    expect(spanish.error.fields?.[0].path).toBe("body.title");
    expect(spanish.error.fields?.[0].message).toContain("50");
    expect(spanish.error.fields?.[0].message).not.toBe("Must be at most 50 characters");
  });

  it("names the missing thing in the reader's language too", () => {
    const envelope = new AppError("BAD_REQUEST", { message: "Goal not found", status: 404 }).toEnvelope();
    expect(localizeEnvelope(envelope, "de-DE").error.message).toBe("Nicht gefunden: Ziel");
    const refusal = new AppError("BAD_REQUEST", { message: "You cannot remove yourself" }).toEnvelope();
    expect(localizeEnvelope(refusal, "fr-FR").error.message).toBe("Tu ne peux pas te retirer toi-même");
  });

  it("keeps a message of the error's own that no rule knows", () => {
    const envelope = new AppError("BAD_REQUEST", { message: "Zzz unknown" }).toEnvelope();
    expect(localizeEnvelope(envelope, "de-DE").error.message).toBe("Zzz unknown");
  });
});
