/**
 * The offline provider's phrases in each language a person may prefer (§3 preferredLanguage). Written by hand for
 * the demo: a deployer with a model gets the model's own language, not these.
 */
import type { CheckInDetail } from "@/lib/check-in-detail";
import type { ReplyLanguage } from "@/lib/reply-language";

export interface Phrases {
  notice: string;
  hello: (name: string | null) => string;
  goal: (title: string, progress: number | null) => string;
  howAreYou: string;
  thanks: string;
  again: string;
  wrapUp: string;
  youShared: string;
  keptShort: string;
  goodbye: string;
  questions: string[];
  /** The offline chat summary. */
  talkedAbout: string;
  shortSession: string;
  shortSessionTitle: string;
  /** Why the coach opens a check-in chat. */
  checkIn: (detail: CheckInDetail) => string;
}

const en: Phrases = {
  checkIn: (d) =>
    d.reason === "idle"
      ? `I'm checking in because we haven't talked for ${d.days} days, and I'd like to hear how you are.`
      : d.reason === "goal-due"
        ? `I'm checking in about your goal “${d.title}”: it is due on ${d.due} and is at ${d.progress}%. No pressure, let's look at it together.`
        : `I'm checking in because your ${d.area.toLowerCase()} dipped at your last two assessments.`,
  talkedAbout: "The athlete talked about:",
  shortSession: "The session was short.",
  shortSessionTitle: "Short session",
  notice:
    "_(Offline demo model: no AI service is configured, so this reply was written locally, not by an AI.)_",
  hello: (name) =>
    name
      ? `Hello ${name}! Welcome to your session. I'm glad you're here.`
      : "Hello! Welcome to your session. I'm glad you're here.",
  goal: (title, progress) =>
    `You are working towards “${title}”${progress !== null ? ` (${progress}% done)` : ""}. How is it going?`,
  howAreYou: "How are you feeling today, and what would you like to focus on?",
  thanks: "Thank you for sharing. You said:",
  again: "Let me put that another way. You said:",
  wrapUp: "Let's wrap up our session. Here is a short summary:",
  youShared: "You shared:",
  keptShort: "We kept it short today.",
  goodbye: "Thank you for the conversation. Keep going, and see you next time!",
  questions: [
    "What would a small win look like for you this week?",
    "What is one thing you could try before our next session?",
    "How did that affect your training and your energy?",
    "What helped you the last time you felt this way?",
    "On a scale from 1 to 10, how confident do you feel about it, and what would move it up one point?",
    "Who could support you with this?",
  ],
};

const es: Phrases = {
  checkIn: (d) =>
    d.reason === "idle"
      ? `Te escribo porque llevamos ${d.days} días sin hablar y me gustaría saber cómo estás.`
      : d.reason === "goal-due"
        ? `Te escribo por tu objetivo «${d.title}»: vence el ${d.due} y va al ${d.progress} %. Sin presión, mirémoslo juntos.`
        : `Te escribo porque tu ${d.area.toLowerCase()} bajó en tus dos últimas evaluaciones.`,
  talkedAbout: "El deportista habló de:",
  shortSession: "La sesión fue breve.",
  shortSessionTitle: "Sesión breve",
  notice:
    "_(Modelo de demostración sin conexión: no hay ningún servicio de IA configurado, así que esta respuesta se escribió localmente, no con una IA.)_",
  hello: (name) =>
    name
      ? `¡Hola, ${name}! Bienvenido a tu sesión. Me alegra que estés aquí.`
      : "¡Hola! Bienvenido a tu sesión. Me alegra que estés aquí.",
  goal: (title, progress) =>
    `Estás trabajando en «${title}»${progress !== null ? ` (${progress} % hecho)` : ""}. ¿Cómo va?`,
  howAreYou: "¿Cómo te sientes hoy y en qué te gustaría centrarte?",
  thanks: "Gracias por contármelo. Dijiste:",
  again: "Déjame decirlo de otra manera. Dijiste:",
  wrapUp: "Cerremos la sesión. Aquí tienes un breve resumen:",
  youShared: "Compartiste:",
  keptShort: "Hoy fue una sesión breve.",
  goodbye: "Gracias por la conversación. ¡Sigue así y hasta la próxima!",
  questions: [
    "¿Cómo sería un pequeño logro para ti esta semana?",
    "¿Qué podrías probar antes de nuestra próxima sesión?",
    "¿Cómo afectó eso a tu entrenamiento y a tu energía?",
    "¿Qué te ayudó la última vez que te sentiste así?",
    "Del 1 al 10, ¿cuánta confianza tienes en ello y qué la subiría un punto?",
    "¿Quién podría apoyarte en esto?",
  ],
};

const fr: Phrases = {
  checkIn: (d) =>
    d.reason === "idle"
      ? `Je prends de tes nouvelles : nous n'avons pas parlé depuis ${d.days} jours.`
      : d.reason === "goal-due"
        ? `Je reviens vers toi pour ton objectif « ${d.title} » : il arrive à échéance le ${d.due} et en est à ${d.progress} %. Sans pression, regardons-le ensemble.`
        : `Je prends de tes nouvelles, car ton ${d.area.toLowerCase()} a baissé lors de tes deux dernières évaluations.`,
  talkedAbout: "L'athlète a parlé de :",
  shortSession: "La séance a été courte.",
  shortSessionTitle: "Séance courte",
  notice:
    "_(Modèle de démonstration hors ligne : aucun service d'IA n'est configuré, cette réponse a donc été écrite localement, pas par une IA.)_",
  hello: (name) =>
    name
      ? `Bonjour ${name} ! Bienvenue dans ta séance. Je suis content que tu sois là.`
      : "Bonjour ! Bienvenue dans ta séance. Je suis content que tu sois là.",
  goal: (title, progress) =>
    `Tu travailles sur « ${title} »${progress !== null ? ` (${progress} % accompli)` : ""}. Où en es-tu ?`,
  howAreYou: "Comment te sens-tu aujourd'hui, et sur quoi aimerais-tu te concentrer ?",
  thanks: "Merci de l'avoir partagé. Tu as dit :",
  again: "Laisse-moi le dire autrement. Tu as dit :",
  wrapUp: "Terminons notre séance. Voici un court résumé :",
  youShared: "Tu as partagé :",
  keptShort: "Nous avons fait court aujourd'hui.",
  goodbye: "Merci pour cette conversation. Continue comme ça, et à la prochaine !",
  questions: [
    "À quoi ressemblerait une petite victoire pour toi cette semaine ?",
    "Qu'est-ce que tu pourrais essayer avant notre prochaine séance ?",
    "Comment cela a-t-il influencé ton entraînement et ton énergie ?",
    "Qu'est-ce qui t'a aidé la dernière fois que tu t'es senti ainsi ?",
    "Sur une échelle de 1 à 10, quelle est ta confiance, et qu'est-ce qui la ferait monter d'un point ?",
    "Qui pourrait te soutenir là-dessus ?",
  ],
};

const de: Phrases = {
  checkIn: (d) =>
    d.reason === "idle"
      ? `Ich melde mich, weil wir seit ${d.days} Tagen nicht gesprochen haben, und möchte hören, wie es dir geht.`
      : d.reason === "goal-due"
        ? `Ich melde mich wegen deines Ziels „${d.title}“: Es ist am ${d.due} fällig und steht bei ${d.progress} %. Ganz ohne Druck, schauen wir es uns gemeinsam an.`
        : `Ich melde mich, weil dein Wert für ${d.area.toLowerCase()} bei deinen letzten zwei Bewertungen gesunken ist.`,
  talkedAbout: "Die Sportlerin oder der Sportler sprach über:",
  shortSession: "Die Sitzung war kurz.",
  shortSessionTitle: "Kurze Sitzung",
  notice:
    "_(Offline-Demomodell: Es ist kein KI-Dienst eingerichtet, daher wurde diese Antwort lokal geschrieben, nicht von einer KI.)_",
  hello: (name) =>
    name
      ? `Hallo ${name}! Willkommen zu deiner Sitzung. Schön, dass du da bist.`
      : "Hallo! Willkommen zu deiner Sitzung. Schön, dass du da bist.",
  goal: (title, progress) =>
    `Du arbeitest an „${title}“${progress !== null ? ` (${progress} % geschafft)` : ""}. Wie läuft es?`,
  howAreYou: "Wie fühlst du dich heute, und worauf möchtest du dich konzentrieren?",
  thanks: "Danke, dass du das teilst. Du hast gesagt:",
  again: "Lass es mich anders sagen. Du hast gesagt:",
  wrapUp: "Lass uns die Sitzung abschließen. Hier eine kurze Zusammenfassung:",
  youShared: "Du hast erzählt:",
  keptShort: "Heute haben wir es kurz gehalten.",
  goodbye: "Danke für das Gespräch. Bleib dran, bis zum nächsten Mal!",
  questions: [
    "Wie würde ein kleiner Erfolg für dich diese Woche aussehen?",
    "Was könntest du vor unserer nächsten Sitzung ausprobieren?",
    "Wie hat sich das auf dein Training und deine Energie ausgewirkt?",
    "Was hat dir geholfen, als du dich das letzte Mal so gefühlt hast?",
    "Wie zuversichtlich bist du auf einer Skala von 1 bis 10, und was würde sie um einen Punkt erhöhen?",
    "Wer könnte dich dabei unterstützen?",
  ],
};

const pt: Phrases = {
  checkIn: (d) =>
    d.reason === "idle"
      ? `Estou passando para saber de você: faz ${d.days} dias que não conversamos.`
      : d.reason === "goal-due"
        ? `Estou passando por causa da sua meta “${d.title}”: o prazo é ${d.due} e ela está em ${d.progress}%. Sem pressão, vamos olhar juntos.`
        : `Estou passando porque seu ${d.area.toLowerCase()} caiu nas suas duas últimas avaliações.`,
  talkedAbout: "O atleta falou sobre:",
  shortSession: "A sessão foi curta.",
  shortSessionTitle: "Sessão curta",
  notice:
    "_(Modelo de demonstração offline: nenhum serviço de IA está configurado, então esta resposta foi escrita localmente, não por uma IA.)_",
  hello: (name) =>
    name
      ? `Olá, ${name}! Bem-vindo à sua sessão. Que bom que você está aqui.`
      : "Olá! Bem-vindo à sua sessão. Que bom que você está aqui.",
  goal: (title, progress) =>
    `Você está trabalhando em “${title}”${progress !== null ? ` (${progress}% concluído)` : ""}. Como está indo?`,
  howAreYou: "Como você está se sentindo hoje e em que gostaria de focar?",
  thanks: "Obrigado por compartilhar. Você disse:",
  again: "Deixe-me dizer de outra forma. Você disse:",
  wrapUp: "Vamos encerrar a nossa sessão. Aqui vai um breve resumo:",
  youShared: "Você compartilhou:",
  keptShort: "Hoje a conversa foi curta.",
  goodbye: "Obrigado pela conversa. Continue assim, e até a próxima!",
  questions: [
    "Como seria uma pequena vitória para você nesta semana?",
    "O que você poderia experimentar antes da nossa próxima sessão?",
    "Como isso afetou o seu treino e a sua energia?",
    "O que ajudou você da última vez que se sentiu assim?",
    "De 1 a 10, quão confiante você se sente, e o que faria isso subir um ponto?",
    "Quem poderia apoiar você nisso?",
  ],
};

const PHRASES: Record<ReplyLanguage, Phrases> = {
  "en-US": en,
  "es-ES": es,
  "fr-FR": fr,
  "de-DE": de,
  "pt-BR": pt,
};

export function phrasesFor(language: ReplyLanguage): Phrases {
  return PHRASES[language];
}
