/** Brazilian Portuguese (normalised: lower case, no accents). */
import type { Lexicon } from "../concern";

export const pt: Lexicon = {
  language: "pt-BR",
  negations: /\b(nao|nunca|jamais|nem|sem|nada de|nao precisa|nao precisei)\b( [\w']+){0,2} ?$/,
  sportsTalk: [
    /\b(esta|estao|ta|tao) a (matar-me|matar me|me matar)\b|\bcortar o cabelo\b/g,
    /\b(morrer|morrendo|morria|morri) de (vergonha|rir|fome|sono|calor|frio|cansaco)\b|\bapetecia me desaparecer\b/g,
    /\bcortei o dedo\b/g,
    /\b(vai|vao) me matar\b/g,
    /\b(o treino|a sessao|os tiros|minhas pernas|esse calor|isso)\b[\w ]{0,15}\b(ta|esta) me matando\b/g,
    /\b(a gente|nos) (destruimos|massacramos|amassamos) (eles|o time)\b/g,
    /\b(tirei|baixei|cortei) (\d+|dois|tres|uns) ?(segundos|decimos|minutos)\b/g,
    /\b(to|estou) mort[oa]( de cansaco)?\b/g,
  ],
  rules: [
    {
      kind: "self-harm",
      severity: "urgent",
      pattern:
        /\b(me matar|tirar minha (propria )?vida|me suicidar)\b[\w ,]{0,40}\b(hoje a noite|amanha|comprimidos|corda|ponte|faca|plano)\b/,
    },
    {
      kind: "self-harm",
      severity: "high",
      pattern: /\b(me matar|tirar minha (propria )?vida|suicid\w*|acabar com tudo)\b/,
    },
    {
      kind: "self-harm",
      severity: "high",
      pattern: /\b(me cortar|me corto|me cortei|me machucar|me machuco|automutil\w*|me queimar)\b/,
    },
    { kind: "self-harm", severity: "high", pattern: /\b(quero morrer|queria estar mort[oa])\b/ },
    {
      kind: "self-harm",
      severity: "high",
      negationIsPartOfIt: true,
      pattern: /\bnao quero (mais )?(viver|acordar)\b/,
    },
    {
      kind: "self-harm",
      severity: "medium",
      pattern:
        /\b(estariam melhor sem mim|nada faz sentido|nao aguento mais|ninguem sentiria minha falta|sem saida|sem esperanca)\b/,
    },
    {
      kind: "eating",
      severity: "high",
      pattern:
        /\b(provoco o vomito|vomitar depois de comer|vomito depois de comer|laxantes?)\b|\bnao como ha (dias|\w+ dias)\b/,
    },
    {
      kind: "eating",
      severity: "medium",
      pattern: /\b(pulo|pular) (refeicoes|o almoco)\b[\w ]{0,30}\b(peso|pesagem)\b|\bodeio meu corpo\b/,
    },
    {
      kind: "abuse",
      severity: "urgent",
      pattern:
        /\b(treinador|professor|adulto|ele|ela)\b[\w ]{0,30}\bme (tocou|toca|tocava)\b|\bme pediu (fotos|nudes)\b/,
    },
    {
      kind: "abuse",
      severity: "high",
      pattern: /\b(me bate|me batem|me agride)\b|\bmedo de voltar pra casa\b/,
    },
    {
      kind: "sextortion",
      severity: "urgent",
      pattern: /\b(ameac\w*|chantage\w*)\b[\w ]{0,40}\b(fotos?|videos?|nudes)\b/,
    },
    { kind: "doping", severity: "high", pattern: /\b(esteroides|anabolizantes|epo|testosterona)\b/ },
  ],
};
