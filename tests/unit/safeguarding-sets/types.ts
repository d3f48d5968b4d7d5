/** The shape of a labelled safeguarding set: risk messages a detector must find, and sports talk it must not. */
import type { ConcernKind, Severity } from "@/lib/contracts/safeguarding/values";

export interface LabelledRisk {
  text: string;
  kind: ConcernKind;
  /** The lowest severity a detector must report for the message to count as found. */
  severity: Severity;
  /** "en" | "es" | "fr" | "de" | "pt" */
  language: string;
  /** explicit: says it plainly; indirect: hopelessness, goodbyes, hints, euphemisms, hiding. */
  style: "explicit" | "indirect";
}

export interface LabelledTalk {
  text: string;
  language: string;
}
