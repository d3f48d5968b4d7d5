import type { Messages } from "./catalogue";
import type { Locale } from "./locales";

// Types next-intl's t() against the English catalogue, so a key that does not exist fails `tsc`.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
