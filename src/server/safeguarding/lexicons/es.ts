/** Spanish (normalised: lower case, no accents). */
import type { Lexicon } from "../concern";

export const es: Lexicon = {
  language: "es-ES",
  negations: /\b(no|nunca|jamas|ni|sin|nada de|no hace falta|no necesito)\b( [\w']+){0,2} ?$/,
  sportsTalk: [
    /\b(cortarme|cortar|me corte|me corto) el pelo\b/g,
    /\b(morir(me)?|muero|muriendo|me queria morir|me moria) de (la )?(verguenza|risa|ganas|hambre|sueno|calor|frio|cansancio|pena)\b/g,
    /\bme corte (un|el) dedo\b/g,
    /\b(el entreno|la sesion|el entrenamiento|las series|las piernas|esto|el calor)\b[\w ]{0,15}\bme (esta|estan) matando\b/g,
    /\b(los|las) (destrozamos|machacamos|aplastamos|matamos)\b/g,
    /\b(baje|rebaje|recorte) (\w+ )?(\d+|dos|tres|unos) ?(segundos|decimas|minutos)\b/g,
    /\b(estoy|estaba) muert[oa]( de cansancio)?\b/g,
  ],
  rules: [
    {
      kind: "self-harm",
      severity: "urgent",
      pattern:
        /\b(matarme|quitarme la vida|suicidarme)\b[\w ,]{0,40}\b(esta noche|manana|pastillas|cuerda|puente|cuchillo|plan)\b/,
    },
    {
      kind: "self-harm",
      severity: "high",
      pattern: /\b(matarme|quitarme la vida|suicid\w*|acabar con todo)\b/,
    },
    {
      kind: "self-harm",
      severity: "high",
      pattern: /\b(me corto|cortarme|me corte|hacerme dano|me hago dano|autolesi\w*|me quemo)\b/,
    },
    { kind: "self-harm", severity: "high", pattern: /\b(quiero morir(me)?|ojala estuviera muert[oa])\b/ },
    {
      kind: "self-harm",
      severity: "high",
      negationIsPartOfIt: true,
      pattern: /\bno quiero (vivir|seguir viviendo|despertar)\b/,
    },
    {
      kind: "self-harm",
      severity: "medium",
      pattern:
        /\b(estarian mejor sin mi|no tiene sentido (nada|vivir|seguir)|no aguanto mas|no puedo mas con (esto|todo)|nadie me echaria de menos|sin salida|sin esperanza)\b/,
    },
    {
      kind: "self-harm",
      severity: "medium",
      pattern: /\b(escondo|esconder|tapo|tapar)\b[\w ]{0,30}\b(munequeras?|mangas)\b/,
    },
    {
      kind: "eating",
      severity: "high",
      pattern:
        /\b(me provoco el vomito|vomito despues de comer|vomitar despues de comer|laxantes?)\b|\bno he comido en (dias|\w+ dias)\b/,
    },
    {
      kind: "eating",
      severity: "medium",
      pattern: /\b(me salto|saltarme) (comidas|la comida)\b[\w ]{0,30}\b(peso|pesaje)\b|\bodio mi cuerpo\b/,
    },
    {
      kind: "abuse",
      severity: "urgent",
      pattern:
        /\b(entrenador|profesor|adulto|el|ella)\b[\w ]{0,30}\bme (toca|toco|tocaba)\b|\bme pidio (fotos|desnudos)\b/,
    },
    {
      kind: "abuse",
      severity: "high",
      pattern: /\b(me pega|me pegan|me golpea|me golpean)\b|\bmiedo de volver a casa\b/,
    },
    {
      kind: "sextortion",
      severity: "urgent",
      pattern: /\b(amenaza\w*|chantaje\w*)\b[\w ]{0,40}\b(fotos?|videos?|desnudos)\b/,
    },
    { kind: "doping", severity: "high", pattern: /\b(esteroides|anabolizantes|epo|testosterona)\b/ },
  ],
};
