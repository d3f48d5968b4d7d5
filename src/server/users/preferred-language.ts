import { type Locale, localeOfPreference } from "@/i18n/locales";
import { type ReplyLanguage, replyLanguage } from "@/lib/reply-language";
import { db } from "@/server/db";

/** The language a person is answered in (their preferredLanguage; English when unset). */
export async function preferredLanguageOf(userId: string): Promise<ReplyLanguage> {
  const row = await db.userDetails.findUnique({ where: { userId }, select: { preferredLanguage: true } });
  return replyLanguage(row?.preferredLanguage?.replace("_", "-"));
}

/** The interface language of the account with this e-mail, for the provider's e-mails; null when none is set. */
export async function preferredLocaleByEmail(email: string): Promise<Locale | null> {
  const user = await db.user.findUnique({
    where: { email: email.toLowerCase() },
    select: { details: { select: { preferredLanguage: true } } },
  });
  return localeOfPreference(user?.details?.preferredLanguage);
}
