/** German (normalised: lower case, no accents; umlauts lose their dots, so "ä" is matched as "a"). */
import type { Lexicon } from "../concern";

export const de: Lexicon = {
  language: "de-DE",
  negations: /\b(nicht|nie|niemals|kein|keine|kein bedarf)\b( [\w']+){0,2} ?$/,
  sportsTalk: [
    /\b(haare|die haare) schneiden\b/g,
    /\b(sterben|sterbe|starb) vor (scham|lachen|hunger|langeweile)\b/g,
    /\bin den finger geschnitten\b/g,
    /\b(das training|die einheit|die intervalle|meine beine|die hitze|das)\b[\w ]{0,15}\bbringt mich um\b/g,
    /\bwir haben sie (zerlegt|zerstort|vernichtet|plattgemacht)\b/g,
    /\b(\d+|zwei|drei|ein paar) sekunden (schneller|abgezogen|rausgeholt)\b/g,
    /\bich bin (tot|todmude|fertig)\b/g,
  ],
  rules: [
    {
      kind: "self-harm",
      severity: "urgent",
      pattern:
        /\b(mich umbringen|mir das leben nehmen)\b[\w ,]{0,40}\b(heute nacht|morgen|tabletten|seil|brucke|messer|plan)\b/,
    },
    {
      kind: "self-harm",
      severity: "high",
      pattern: /\b(mich umbringen|mich umzubringen|selbstmord|suizid\w*|mir das leben (zu )?nehmen)\b/,
    },
    {
      kind: "self-harm",
      severity: "high",
      pattern:
        /\b(ritze mich|mich ritzen|ich ritze|mich (selbst )?verletzen|verletze mich|selbstverletz\w*)\b/,
    },
    {
      kind: "self-harm",
      severity: "high",
      pattern: /\b(ich will sterben|mochte sterben|wunschte ich ware tot)\b/,
    },
    {
      kind: "self-harm",
      severity: "high",
      negationIsPartOfIt: true,
      pattern: /\b(will nicht mehr leben|mag nicht mehr leben|nicht mehr aufwachen)\b/,
    },
    {
      kind: "self-harm",
      severity: "medium",
      pattern:
        /\b(waren ohne mich besser dran|hat alles keinen sinn|ich kann nicht mehr|niemand wurde mich vermissen|hoffnungslos|kein ausweg)\b/,
    },
    {
      kind: "eating",
      severity: "high",
      pattern:
        /\b(bringe mich zum erbrechen|nach dem essen (erbrechen|kotzen)|abfuhrmittel)\b|\bseit tagen nichts gegessen\b/,
    },
    {
      kind: "eating",
      severity: "medium",
      pattern:
        /\b(lasse|auslassen) (mahlzeiten|das essen)\b[\w ]{0,30}\b(gewicht|wiegen)\b|\bich hasse meinen korper\b/,
    },
    {
      kind: "abuse",
      severity: "urgent",
      pattern:
        /\b(trainer|lehrer|erwachsener|er|sie)\b[\w ]{0,30}\bhat mich (angefasst|beruhrt)\b|\bwollte (nacktbilder|fotos von mir)\b/,
    },
    {
      kind: "abuse",
      severity: "high",
      pattern: /\b(er|sie|mein vater|meine mutter) (schlagt|schlagen) mich\b|\bangst nach hause zu gehen\b/,
    },
    {
      kind: "sextortion",
      severity: "urgent",
      pattern: /\b(droht|erpress\w*)\b[\w ]{0,40}\b(fotos?|bilder|videos?|nacktbilder)\b/,
    },
    { kind: "doping", severity: "high", pattern: /\b(steroide|anabolika|epo|testosteron)\b/ },
  ],
};
