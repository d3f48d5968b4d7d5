/**
 * Young people write in shorthand: "q" for "que", "jai" for "j'ai", "u" for "you", "bate-me" for "me bate". The
 * cues are written in full words, so the shorthand is spelt out first (on normalised text). Only forms that mean
 * nothing else in the five languages are expanded.
 */
const SHORTHAND: [RegExp, string][] = [
  // English.
  [/\bu\b/g, "you"],
  [/\bur\b/g, "your"],
  [/\bim\b/g, "i'm"],
  [/\bive\b/g, "i've"],
  [/\b(do|did|ca|wo|does|is|was|have|has|should|would|could)nt\b/g, "$1n't"],
  [/\bgonna\b/g, "going to"],
  [/\bwanna\b/g, "want to"],
  [/\b(cuz|coz|bc)\b/g, "because"],
  [/\b(tmrw|tmr|tomoz|2moro)\b/g, "tomorrow"],
  [/\b(tonite|2nite)\b/g, "tonight"],
  [/\bb4\b/g, "before"],
  [/\bsmth\b/g, "something"],
  [/\bidk\b/g, "i don't know"],
  // Spanish.
  [/\b(q|k)\b/g, "que"],
  [/\b(pq|xq|porq)\b/g, "porque"],
  [/\bpa\b/g, "para"],
  [/\b(tb|tmb)\b/g, "tambien"],
  [/\bnd\b/g, "nada"],
  // French.
  [/\bjai\b/g, "j'ai"],
  [/\b(jsuis|chuis)\b/g, "je suis"],
  [/\b(jsais|chais)\b/g, "je sais"],
  [/\bjsp\b/g, "je sais pas"],
  [
    /\bj(me|te|le|la|les|vais|veux|peux|pense|prends|mange|crois|fais|dois|vois|prefere|tiens|comprends|arrive|bois|fume|cache|saute|pese|coupe)\b/g,
    "je $1",
  ],
  [/\bcest\b/g, "c'est"],
  [/\bjen\b/g, "j'en"],
  [/\blai\b/g, "l'ai"],
  [/\bmecrire\b/g, "m'ecrire"],
  [
    /\bma (touchee?|frappee?|forcee?|dit|fait|demande|envoye|proposee?|file|donne|pris|obligee?|menacee?|harcelee?|montre|ecrit|appelee?|examinee?|embrassee?|violee?|poussee?|insultee?|vendu|pique|injecte)\b/g,
    "m'a $1",
  ],
  [/\bpr\b/g, "pour"],
  [/\bds\b/g, "dans"],
  [/\bmtn\b/g, "maintenant"],
  // German.
  [/\bhab\b/g, "habe"],
  [/\bnix\b/g, "nichts"],
  [/\bnem\b/g, "einem"],
  [/\bnen\b/g, "einen"],
  [/\bner\b/g, "einer"],
  // Portuguese (and European Portuguese's pronoun after the verb: "bate-me" is "me bate").
  [/\b(vc|vce)\b/g, "voce"],
  [/\bhj\b/g, "hoje"],
  [/\bmsg\b/g, "mensagem"],
  [/\b(tbm)\b/g, "tambem"],
  [/\bk{3,}\b/g, ""],
  [/\b(\w{3,})-(me|te|se|lhe|nos)\b/g, "$2 $1"],
];

export function spellOut(text: string): string {
  return SHORTHAND.reduce((out, [pattern, full]) => out.replace(pattern, full), text);
}
