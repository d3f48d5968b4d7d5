/** French (normalised: lower case, no accents, straight apostrophes). */
import type { Lexicon } from "../concern";

export const fr: Lexicon = {
  language: "fr-FR",
  negations: /\b(ne|n'|pas|jamais|aucun|pas besoin de)\b( [\w']+){0,2} ?$/,
  sportsTalk: [
    /\b(failli|presque) me couper\b|\bme couper (le|un|les) (doigt|pouce|cheveux)\b/g,
    /\b(mourir|meurs|mourais) de (honte|rire|faim|chaud|froid|fatigue)\b/g,
    /\b(si )?je me (suis )?coupee? (un|le|au) doigt\b/g,
    /\b(va|vont) me tuer\b/g,
    /\b(la seance|l'entrainement|les fractions|mes jambes|ce truc|la chaleur)\b[\w' ]{0,15}\bme tue\b/g,
    /\bon les a (detruits|ecrases|massacres|tues)\b/g,
    /\b(gagne|grappille|enleve) (\d+|deux|trois|quelques) ?(secondes|dixiemes|minutes)\b/g,
    /\bje suis mort( de fatigue)?\b/g,
  ],
  rules: [
    {
      kind: "self-harm",
      severity: "urgent",
      pattern:
        /\b(me suicider|me tuer|mettre fin a mes jours)\b[\w' ,]{0,40}\b(ce soir|demain|cachets|corde|pont|couteau|plan)\b/,
    },
    {
      kind: "self-harm",
      severity: "high",
      pattern: /\b(me suicider|suicid\w*|me tuer|mettre fin a mes jours|en finir)\b/,
    },
    {
      kind: "self-harm",
      severity: "high",
      pattern:
        /\b(me couper|je me coupe|me faire du mal|je me fais du mal|automutil\w*|me bruler|scarif\w*)\b/,
    },
    { kind: "self-harm", severity: "high", pattern: /\b(je veux mourir|envie de mourir)\b/ },
    {
      kind: "self-harm",
      severity: "high",
      negationIsPartOfIt: true,
      pattern: /\b(plus envie de vivre|je ne veux plus vivre|ne plus me reveiller)\b/,
    },
    {
      kind: "self-harm",
      severity: "medium",
      pattern:
        /\b(seraient mieux sans moi|ca ne sert a rien de vivre|je n'en peux plus de tout|personne ne me regretterait|aucune issue|sans espoir)\b/,
    },
    {
      kind: "eating",
      severity: "high",
      pattern:
        /\b(je me fais vomir|vomir apres (les repas|manger)|laxatifs?)\b|\bje n'ai pas mange depuis (des jours|\w+ jours)\b/,
    },
    {
      kind: "eating",
      severity: "medium",
      pattern:
        /\b(je saute|sauter) (des repas|les repas)\b[\w' ]{0,30}\b(poids|pesee)\b|\bje deteste mon corps\b/,
    },
    {
      kind: "abuse",
      severity: "urgent",
      pattern:
        /\b(entraineur|coach|prof|adulte|il|elle)\b[\w' ]{0,30}\bm'a touche\b|\bm'a demande des (photos|nudes)\b/,
    },
    {
      kind: "abuse",
      severity: "high",
      pattern:
        /\b(il|elle|ils|mon pere|ma mere) me (frappe|frappent|bat|battent)\b|\bpeur de rentrer (a la maison|chez moi)\b/,
    },
    {
      kind: "sextortion",
      severity: "urgent",
      pattern: /\b(menace\w*|chantage)\b[\w' ]{0,40}\b(photos?|videos?|nudes)\b/,
    },
    { kind: "doping", severity: "high", pattern: /\b(steroides|anabolisants|epo|testosterone)\b/ },
  ],
};
