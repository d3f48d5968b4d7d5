/**
 * Labelled messages for the offline safeguarding detector. Distressing text lives here, in the tests, never in
 * demo data or screenshots. Each risk line names its kind and the lowest severity it must reach; sports talk must
 * raise nothing.
 */
import type { ConcernKind, Severity } from "@/server/safeguarding/concern";

export interface RiskCase {
  text: string;
  kind: ConcernKind;
  severity: Severity;
  language: string;
}

export const RISK: RiskCase[] = [
  // English, explicit.
  {
    language: "en",
    kind: "self-harm",
    severity: "high",
    text: "I cut myself again last night after the weigh-in. I hide it under my wristbands.",
  },
  { language: "en", kind: "self-harm", severity: "high", text: "Sometimes I think about killing myself." },
  {
    language: "en",
    kind: "self-harm",
    severity: "urgent",
    text: "I want to kill myself tonight, I have the pills ready.",
  },
  { language: "en", kind: "self-harm", severity: "urgent", text: "I have saved up enough pills." },
  { language: "en", kind: "self-harm", severity: "high", text: "I just want to die." },
  { language: "en", kind: "self-harm", severity: "medium", text: "Nobody would even notice if I was gone." },
  { language: "en", kind: "self-harm", severity: "high", text: "I don't want to live anymore." },
  {
    language: "en",
    kind: "self-harm",
    severity: "high",
    text: "I don't know why but I hurt myself when I lose.",
  },
  {
    language: "en",
    kind: "self-harm",
    severity: "high",
    text: "Been self-harming since the selection trials.",
  },
  // English, indirect.
  { language: "en", kind: "self-harm", severity: "medium", text: "Everyone would be better off without me." },
  {
    language: "en",
    kind: "self-harm",
    severity: "medium",
    text: "There is no point in anything anymore, it's hopeless.",
  },
  {
    language: "en",
    kind: "self-harm",
    severity: "medium",
    text: "Nobody would miss me if I stopped showing up.",
  },
  {
    language: "en",
    kind: "self-harm",
    severity: "medium",
    text: "I'm giving away my stuff to my teammates.",
  },
  { language: "en", kind: "self-harm", severity: "medium", text: "I can't go on like this." },
  {
    language: "en",
    kind: "eating",
    severity: "high",
    text: "I make myself throw up after dinner so I stay light.",
  },
  {
    language: "en",
    kind: "eating",
    severity: "high",
    text: "I haven't eaten in three days before the weigh-in.",
  },
  {
    language: "en",
    kind: "eating",
    severity: "medium",
    text: "I'm skipping meals to make weight for Saturday.",
  },
  { language: "en", kind: "eating", severity: "high", text: "I've been taking laxatives." },
  {
    language: "en",
    kind: "abuse",
    severity: "urgent",
    text: "My coach touched me in the changing room and said to keep it quiet.",
  },
  {
    language: "en",
    kind: "abuse",
    severity: "urgent",
    text: "He asked me for pictures of me and told me to keep it a secret.",
  },
  { language: "en", kind: "abuse", severity: "high", text: "My dad hits me when I lose." },
  {
    language: "en",
    kind: "hazing",
    severity: "high",
    text: "The seniors made us drink until we were sick, it's the team initiation.",
  },
  {
    language: "en",
    kind: "sextortion",
    severity: "urgent",
    text: "Someone is threatening to post my photos unless I pay.",
  },
  {
    language: "en",
    kind: "medical",
    severity: "high",
    text: "I hit my head in the match and now I'm dizzy and have a headache.",
  },
  { language: "en", kind: "medical", severity: "high", text: "I had chest pain during the intervals." },
  {
    language: "en",
    kind: "doping",
    severity: "high",
    text: "A guy at the gym offered me injections to get bigger.",
  },
  { language: "en", kind: "substances", severity: "medium", text: "I get drunk every weekend to forget." },
  // Spanish.
  { language: "es", kind: "self-harm", severity: "high", text: "Me corto los brazos cuando pierdo." },
  { language: "es", kind: "self-harm", severity: "high", text: "A veces pienso en suicidarme." },
  { language: "es", kind: "self-harm", severity: "high", text: "No quiero vivir más." },
  { language: "es", kind: "self-harm", severity: "medium", text: "Estarían mejor sin mí." },
  { language: "es", kind: "eating", severity: "high", text: "Vomito después de comer para no engordar." },
  { language: "es", kind: "abuse", severity: "urgent", text: "El entrenador me tocó en el vestuario." },
  // French.
  { language: "fr", kind: "self-harm", severity: "high", text: "Je me coupe quand ça va mal." },
  { language: "fr", kind: "self-harm", severity: "high", text: "J'ai envie de mourir." },
  { language: "fr", kind: "self-harm", severity: "high", text: "Je n'ai plus envie de vivre." },
  { language: "fr", kind: "eating", severity: "high", text: "Je me fais vomir après les repas." },
  { language: "fr", kind: "abuse", severity: "urgent", text: "L'entraîneur m'a touché après la séance." },
  // German.
  { language: "de", kind: "self-harm", severity: "high", text: "Ich ritze mich, wenn ich verliere." },
  { language: "de", kind: "self-harm", severity: "high", text: "Ich will nicht mehr leben." },
  { language: "de", kind: "self-harm", severity: "high", text: "Ich denke an Selbstmord." },
  { language: "de", kind: "eating", severity: "high", text: "Ich habe seit Tagen nichts gegessen." },
  { language: "de", kind: "abuse", severity: "urgent", text: "Der Trainer hat mich angefasst." },
  // Portuguese.
  { language: "pt", kind: "self-harm", severity: "high", text: "Eu me corto quando perco." },
  { language: "pt", kind: "self-harm", severity: "high", text: "Eu quero morrer." },
  { language: "pt", kind: "self-harm", severity: "high", text: "Não quero mais viver." },
  { language: "pt", kind: "eating", severity: "high", text: "Eu vomito depois de comer." },
  { language: "pt", kind: "abuse", severity: "urgent", text: "O treinador me tocou no vestiário." },
];

/** Sports talk and plain denials that sound alarming and must raise nothing. */
export const SPORTS_TALK: { text: string; language: string }[] = [
  { language: "en", text: "This session is killing me." },
  { language: "en", text: "The hill intervals were killing my legs." },
  { language: "en", text: "I cut two seconds off my 400 m time!" },
  { language: "en", text: "We murdered them in the final, 5-0." },
  { language: "en", text: "Killed it at practice today." },
  { language: "en", text: "I'm dead after that workout." },
  { language: "en", text: "I would never hurt myself, don't worry." },
  { language: "en", text: "I'm not suicidal, just tired of losing." },
  { language: "en", text: "We need to cut my split in the third lap." },
  { language: "en", text: "I was shooting free throws for an hour." },
  { language: "en", text: "Coach says I need to eat more before long runs." },
  { language: "en", text: "My legs hurt after the long run." },
  { language: "es", text: "El entreno de hoy me está matando." },
  { language: "es", text: "Los machacamos en la final." },
  { language: "es", text: "Bajé dos segundos en los 400." },
  { language: "es", text: "Estoy muerto de cansancio." },
  { language: "fr", text: "La séance de fractions me tue." },
  { language: "fr", text: "On les a écrasés en finale." },
  { language: "fr", text: "Je suis mort de fatigue." },
  { language: "de", text: "Das Training bringt mich um." },
  { language: "de", text: "Wir haben sie zerlegt." },
  { language: "de", text: "Ich bin todmüde nach dem Lauf." },
  { language: "pt", text: "O treino tá me matando." },
  { language: "pt", text: "A gente destruiu eles na final." },
  { language: "pt", text: "Tirei dois segundos nos 400." },
  { language: "pt", text: "Tô morto de cansaço." },
];
