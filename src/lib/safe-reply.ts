/**
 * The safe reply in the five languages: what the offline provider answers under the safe-response protocol, and
 * what replaces a model call that failed under it (src/server/safeguarding/safe-response.ts); and the neutral title
 * a chat with a disclosure gets. Below both the ai and safeguarding domains, so both read it.
 */
import type { ReplyLanguage } from "./reply-language";

const SAFE_REPLY: Record<ReplyLanguage, string> = {
  "en-US":
    "Thank you for telling me. What you wrote matters, and you deserve help from a person, not only from me. I have let your club's safeguarding lead know so they can help you. Please talk to an adult you trust today, and if you are in danger right now, call your local emergency number or one of the contacts below.",
  "es-ES":
    "Gracias por contármelo. Lo que has escrito importa, y mereces la ayuda de una persona, no solo la mía. He avisado a la persona responsable de protección de tu club para que pueda ayudarte. Habla hoy con un adulto de confianza y, si estás en peligro ahora mismo, llama al número de emergencias o a uno de los contactos de abajo.",
  "fr-FR":
    "Merci de me l'avoir dit. Ce que tu as écrit compte, et tu mérites l'aide d'une personne, pas seulement la mienne. J'ai prévenu la personne chargée de la protection dans ton club pour qu'elle puisse t'aider. Parle aujourd'hui à un adulte de confiance et, si tu es en danger maintenant, appelle le numéro d'urgence ou l'un des contacts ci-dessous.",
  "de-DE":
    "Danke, dass du mir das erzählt hast. Was du geschrieben hast, ist wichtig, und du verdienst Hilfe von einem Menschen, nicht nur von mir. Ich habe die Ansprechperson für Kinderschutz in deinem Verein informiert, damit sie dir helfen kann. Sprich heute mit einem Erwachsenen, dem du vertraust, und wenn du gerade in Gefahr bist, ruf den Notruf oder einen der Kontakte unten an.",
  "pt-BR":
    "Obrigado por me contar. O que você escreveu importa, e você merece ajuda de uma pessoa, não só minha. Avisei a pessoa responsável pela proteção no seu clube para que ela possa te ajudar. Converse hoje com um adulto de confiança e, se estiver em perigo agora, ligue para o número de emergência ou para um dos contatos abaixo.",
};

export function safeReplyText(language: ReplyLanguage): string {
  return SAFE_REPLY[language];
}

const NEUTRAL_TITLE: Record<ReplyLanguage, string> = {
  "en-US": "Conversation",
  "es-ES": "Conversación",
  "fr-FR": "Conversation",
  "de-DE": "Gespräch",
  "pt-BR": "Conversa",
};

export function neutralChatTitle(language: ReplyLanguage): string {
  return NEUTRAL_TITLE[language];
}
