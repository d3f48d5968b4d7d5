/**
 * Signs written the way young athletes write them, in all five languages at once, by kind: body parts cut, wishing
 * not to wake up, being a burden, weight cutting by sweating and not drinking, periods stopping, compensating for
 * food, gifts and secrets from an adult, initiations, threats to share images, head knocks with vomiting, chest pain
 * when sprinting, banned lists, drinking or vaping to cope. Normalised text (lower case, no accents, straight
 * apostrophes). Sports talk of every language is taken out first (detector.ts).
 */
import type { Lexicon, Rule } from "../concern";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { pt } from "./pt";

const BODY =
  "(arms?|wrists?|thighs?|legs?|stomach|belly|brazos?|munecas?|piernas?|muslos?|barriga|bras|poignets?|cuisses?|jambes?|ventre|arme?n?|handgelenke?n?|oberschenkeln?|beine?n?|bauch|bracos?|pulsos?|coxas?)";

const selfHarm: Rule[] = [
  {
    kind: "self-harm",
    severity: "high",
    pattern: new RegExp(
      `\\b(cut|cutting|slit|scratch(ed|ing)?|cortado|cortar(me)?|corto|corte|coupe|coupee?s?|scarifie|ritze|geritzt|ritzen|cortei|corto)\\b[\\w' ,]{0,20}\\b${BODY}\\b`,
    ),
  },
  {
    kind: "self-harm",
    severity: "high",
    pattern: /\b(mich|me) (wieder )?(geritzt|ritze|ritzen)\b|\bgeritzt\b/,
  },
  {
    kind: "self-harm",
    severity: "medium",
    negationIsPartOfIt: true,
    pattern:
      /\b(sleep|go to sleep|fall asleep) and (not|never) wake up\b|\b(dormir(me)?|dormirme) y no despertar\b|\bm'endormir et (ne )?plus jamais me reveiller\b|\b(ein)?schlafen und nicht mehr aufwachen\b|\bdormir e nao acordar\b/,
  },
  {
    kind: "self-harm",
    severity: "medium",
    negationIsPartOfIt: true,
    pattern:
      /\b(better off without me|(nobody|no one|noone) would (even )?(notice|care|miss me)|a burden (to|for|on)|estarian (todos )?mejor sin mi|soy (un estorbo|una carga)|mieux sans moi|je suis un (poids|fardeau)|ohne mich (eh |viel )?besser|eine last fur|wenn ich weg ware|melhor sem mim|ninguem ia sentir (minha|a minha) falta|eu so atrapalho|sou um (peso|fardo))\b/,
  },
  {
    kind: "self-harm",
    severity: "medium",
    pattern:
      /\b(what'?s|whats) (even )?the point( of (anything|living|trying|it all))?\b|\ba quoi bon (tout|vivre|continuer)\b|\bist (eh )?alles sinnlos\b|\bnada (de lo que hago|do que eu faco) importa\b|\bnothing (i do )?matters\b|\bnichts (mehr )?besser wird\b|\bje suis fatiguee? de me battre\b|\bcansad[oa] de todo\b|\btired of (everything|fighting)\b/,
  },
];

const WEIGH_IN = "(weigh[- ]?in|pesaje|pesee|wiegen|pesagem)";
const eating: Rule[] = [
  {
    kind: "eating",
    severity: "high",
    // Starts with its own negation ("not drink"), so a negation before it ("pas de sauna") still denies it.
    pattern: new RegExp(
      `\\b(not drink|no (voy a )?beber nada|plus boire|trink(e)? nichts|nao vou beber nada|sauna)\\b[\\w' ,.]{0,60}\\b${WEIGH_IN}\\b|\\b${WEIGH_IN}\\b[\\w' ,.]{0,80}\\b(sauna|bin bag|trash bag|chubasquero|k-way|plastic|plastico|trainingsanzug|not drink|no beber|plus boire|trink nichts|nao vou beber)\\b`,
    ),
  },
  {
    kind: "eating",
    severity: "high",
    pattern:
      /\b(vomito|vomitar|provoco (o )?vomito|me faire vomir|je me fais vomir|erbreche|kotze)\b[\w' ,]{0,30}\b(despues|comida|comer|apres|manger|repas|nach dem essen|depois|jantar|comer)\b|\bprovoco (o )?vomito\b/,
  },
  {
    kind: "eating",
    severity: "medium",
    negationIsPartOfIt: true,
    pattern:
      /\b(my period (stopped|has stopped)|period stopped|no me baja la regla|(j'ai )?plus mes regles|periode ist [\w ]{0,25}weg|menstruacao parou)\b/,
  },
  {
    kind: "eating",
    severity: "medium",
    negationIsPartOfIt: true,
    pattern:
      /\b(disgusting|gross) after (eating|i eat)|feel disgusting after|(so|so that) it (doesn'?t|does not) count\b|\bme siento fatal cada vez que como|\bpara quemarlo\b|\bdegueulasse des que je mange|\bpour compenser\b|\bfuhl ich mich eklig|\bdamit es nicht zahlt\b|\bnojent[oa] depois de comer|\bpra compensar\b/,
  },
];

const ADULT =
  "(coach|trainer|entrenador|mister|fisio|physio|entraineur|tecnico|treinador|professor|trainerin)";
const abuse: Rule[] = [
  {
    kind: "abuse",
    severity: "urgent",
    pattern: new RegExp(
      `\\b${ADULT}\\b[\\w' ,]{0,40}\\b(me touche|fasst mich an|me toca|touches me|me tocou|me toca donde)\\b`,
    ),
  },
  { kind: "abuse", severity: "urgent", pattern: /\bme toca donde no debe\b|\btouches? me where\b/ },
  {
    kind: "abuse",
    severity: "urgent",
    pattern: new RegExp(
      `\\b${ADULT}\\b[\\w' ,]{0,80}\\b(our (little )?secret|nuestro secreto|notre (petit )?secret|bleibt unter uns|nosso segred(o|inho)|(dire|dit) a personne|niemandem erzahlen)\\b`,
    ),
  },
  {
    kind: "abuse",
    severity: "high",
    pattern:
      /\b(hold me down|lock(ed)? me in|m'enferment|sperren mich|me trancam|me encierran)\b[\w' ,]{0,50}\b(punch|hit|beat|kick|frappent|frappe|schlagen|batem|pegan)\w*/,
  },
];

const hazing: Rule[] = [
  {
    kind: "hazing",
    severity: "high",
    pattern:
      /\b(initiation|novatada|bizutage|aufnahme(ritual)?|trote|welcome|integration|tradicion|tradition|tradicao)\b[\w' ,]{0,80}\b(bottle|botella|bouteille|flasche|garrafa|exen|virar|dog food|pienso|patee|hundefutter|racao)\b/,
  },
  {
    kind: "hazing",
    severity: "high",
    pattern:
      /\b(shaved our heads|nos raparon la cabeza|rase la tete|haare abrasiert|rasparam nossa cabeca)\b|\b(eat|comer|manger|essen) (dog food|pienso de perro|de la patee pour chien|hundefutter|racao de cachorro)\b|\b(dog food|pienso de perro|patee pour chien|hundefutter|racao de cachorro)\b/,
  },
];

const IMAGES =
  "(nudes?|nude (pics|photos)|fotos? mias? desnud[oa]s?|nacktbilder|nacktfotos|fotos? (intimas|pelad[oa]))";
const sextortion: Rule[] = [
  {
    kind: "sextortion",
    severity: "high",
    pattern: new RegExp(
      `\\b${IMAGES}\\b[\\w' ,]{0,80}\\b(unless|if i don'?t|si no|si je|wenn ich|se eu nao|pay|pague|pago|paie|donne|zahle|pix)\\b`,
    ),
  },
  {
    kind: "sextortion",
    severity: "high",
    negationIsPartOfIt: true,
    pattern:
      /\b(send|share|forward|leak) (the |my )?(photo|pic|picture|video|bild)s?\b[\w' ,]{0,50}\b(if i don'?t|unless)\b[\w' ,]{0,30}\b(pay|transfer|send)\b|\b(droht|drohen)\b[\w' ,]{0,50}\b(bild|foto|video)\w*\b[\w' ,]{0,50}\b(zahle|bezahle)\b/,
  },
];

const HEAD_HIT =
  "(to the head|in the head|on the head|en la cabeza|dans la tete|a la tete|an den kopf|auf den kopf|na cabeca)";
const medical: Rule[] = [
  {
    kind: "medical",
    severity: "high",
    pattern: new RegExp(
      `\\b${HEAD_HIT}\\b[\\w' ,]{0,80}\\b(thrown up|threw up|vomit\\w*|vomi|vomitado|gekotzt|erbrochen|vomitei|worse|peor|empire|schlimmer|piorando|confus\\w*|blacked out)\\b`,
    ),
  },
  {
    kind: "medical",
    severity: "high",
    pattern:
      /\b(chest pain|pain in my chest|dolor (en el|de) pecho|me duele (mucho )?el pecho|douleur (dans|a) la poitrine|schmerzen in der brust|brustschmerzen|dor (forte )?no peito)\b[\w' ,.]{0,80}\b(faint\w*|pass(ed)? out|desmay\w*|evanouir|umgekippt|ohnmachtig|desmaiei|desmaiar|sprint\w*|series|running|tiro)\b/,
  },
];

const doping: Rule[] = [
  {
    kind: "doping",
    severity: "high",
    pattern:
      /\b(banned list|prohibited list|lista de (sustancias )?prohibidas|liste des produits interdits|produits interdits|dopingliste|lista de proibidos)\b/,
  },
  {
    kind: "doping",
    severity: "high",
    pattern: /\b(ofereceu|offered me|me ofrecio)\b[\w' ,]{0,30}\bbomba\b|\bbomba pra (ganhar|crescer)\b/,
  },
];

const substances: Rule[] = [
  {
    kind: "substances",
    severity: "medium",
    pattern:
      /\b(drinking|drink|bebo|je bois|trink)\b[\w' ,]{0,30}\b(most nights|every night|casi todas las noches|todas las noches|presque tous les soirs|tous les soirs|fast jeden abend|jeden abend|quase toda noite|toda noite)\b/,
  },
  {
    kind: "substances",
    severity: "medium",
    pattern:
      /\b(half a bottle|media botella|demi-bouteille|halbe flasche|meia garrafa)\b[\w' ,]{0,20}\b(of )?(vodka|whisky|ron|rum|wodka|cachaca|gin)\b/,
  },
  {
    kind: "substances",
    severity: "medium",
    pattern:
      /\b(a vape|un vaper|une puff|eine (neue )?vape|um pod)\b[\w' ,]{0,20}\b(every (two|2|few) days|cada dos dias|tous les deux jours|alle zwei tage|a cada dois dias)\b|\b(every two days|cada dos dias|tous les deux jours|alle zwei tage|a cada dois dias)\b[\w' ,]{0,20}\b(vape|vaper|puff|pod)\b/,
  },
];

const PILLS =
  "(pills|tablets|sleeping pills|meds|pastillas|comprimidos|cachets|medicaments|tabletten|schlaftabletten|remedios)";

/** Broad signs per kind, from what safeguarding guidance lists, not from any one message. */
const broad: Rule[] = [
  {
    kind: "self-harm",
    severity: "urgent",
    pattern: new RegExp(
      `\\b(saving|saved|stockpil\\w*|hoard\\w*|collect\\w*|guardando|juntando|guarde|garde|sammle|gesammelt|juntei|guardei|guardando)\\b[\\w' ,]{0,40}\\b${PILLS}\\b|\\b(take|tomar(me)?|prendre|nehmen|tomar) (them all|todas?|toutes?|alle|tod[oa]s)\\b`,
    ),
  },
  {
    kind: "self-harm",
    severity: "high",
    pattern:
      /\b(goodbye|farewell) (letter|note|message)s?\b|\bcartas? de despedida\b|\blettres? d'adieu\b|\babschiedsbrief\w*\b|\b(end|ending) (it|things) (all|for good|tonight)\b|\bdisappear (forever|for good)\b|\bdesaparecer para siempre\b|\bdisparaitre pour toujours\b|\bfur immer verschwinden\b|\bsumir (pra|para) sempre\b/,
  },
  {
    kind: "medical",
    severity: "high",
    pattern:
      /\b(hit|banged|bumped|knocked|smashed|golpe\w*|cogne|tape|gestossen|knallte|bati)\b[\w' ,]{0,25}\b(head|cabeza|tete|kopf|cabeca)\b[\w' ,.]{0,80}\b(dizzy|blurr\w*|double|sick|confus\w*|can'?t remember|mareado|borros\w*|vertige|flou\w*|schwindel\w*|verschwommen|tonto|tonta|zonz[oa]|embacad\w*)\b/,
  },
  {
    kind: "medical",
    severity: "high",
    pattern:
      /\b(blacked out|fainted|passed out|me desmaye|je me suis evanoui\w*|bin umgekippt|ohnmachtig geworden|desmaiei)\b[\w' ,]{0,40}\b(training|practice|run|race|match|game|entreno|partido|carrera|entrainement|course|spiel|rennen|treino|jogo|corrida)\b|\bheart (is )?(racing|pounding|skipping|going crazy)\b[\w' ,]{0,40}\b(rest|resting|dizzy|faint|training|run)\w*/,
  },
  {
    kind: "doping",
    severity: "high",
    pattern:
      /\b(injections?|inyecci\w*|piqures?|spritzen?|injec\w*|jabs?)\b[\w' ,]{0,50}\b(recover\w*|vitamin\w*|faster|stronger|bigger|recuperar|vitaminas?|recuperer|vitamines?|erholung|vitamine|recuperar|vitaminas?)\b|\b(steroids?|esteroides|steroides|steroide|anabolizantes|anabolisants|anabolika|testosteron[ae]?|clenbuterol|sarms?)\b/,
  },
  {
    kind: "substances",
    severity: "medium",
    pattern:
      /\b(drunk|borrach[oa]|bourre|besoffen|bebad[oa]|high|fumado|defonce|bekifft|chapad[oa])\b[\w' ,]{0,20}\b(before|antes de|avant|vor dem|antes do) (training|practice|school|entreno|clase|entrainement|cours|training|schule|treino|aula)\b|\b(xanax|rivotril|codeine|lean|benzos?|valium|ketamine)\b|\b(weed|porros?|joints?|beuh|kiffen|maconha|baseado)\b[\w' ,]{0,20}\b(every|each|todos los|tous les|jeden|todo) (day|night|dia|noche|jour|soir|tag|abend|noite)s?\b/,
  },
  {
    kind: "eating",
    severity: "high",
    pattern:
      /\b(laxatives?|laxantes?|laxatifs?|abfuhrmittel|diuretic\w*|diuretiques?|entwassernd\w*)\b|\b(spit|spitting|escupir|escupo|crache|cracher|spucke|spucken|cuspo|cuspir)\b[\w' ,]{0,40}\b(weight|peso|poids|gewicht|weigh|pesaje|pesee|wiegen|pesagem)\b/,
  },
  {
    kind: "eating",
    severity: "medium",
    pattern:
      /\b(skip|skipping|skipped|me salto|me salte|saute|sauter|lasse|ausgelassen|pulo|pulei)\b[\w' ,]{0,20}\b(meals|breakfast|lunch|dinner|comidas|desayuno|cena|repas|dejeuner|diner|mahlzeiten|fruhstuck|abendessen|refeicoes|cafe da manha|jantar|almoco)\b|\b(haven'?t|have not|no he|pas|nichts|nao) (eaten|comido|mange|gegessen|comi)\b[\w' ,]{0,20}\b(since|in|for|desde|en|depuis|seit|faz|ha|dias|days|jours|tagen)\b/,
  },
  {
    kind: "abuse",
    severity: "urgent",
    pattern: new RegExp(
      `\\b${ADULT}\\b[\\w' ,]{0,60}\\b(asks? (me )?for (photos|pics|pictures)|asked (me )?for (photos|pics)|pide fotos|me pidio fotos|demande des photos|m'a demande des photos|will fotos|fotos von mir|pediu fotos|pede fotos|sleep over|hotel room|his (house|place) alone|a solas en su casa|seul chez lui|allein bei ihm|sozinh[oa] na casa)\\b`,
    ),
  },
  {
    kind: "abuse",
    severity: "urgent",
    pattern:
      /\b(my )?(dad|father|mum|mom|mother|stepdad|uncle|padre|madre|padrastro|tio|papa|pere|mere|beau-pere|oncle|vater|mutter|stiefvater|onkel|pai|mae|padrasto)\b[\w' ,]{0,20}\b(hits me|beats me|me pega|me frappe|me bat|schlagt mich|verprugelt mich|me bate)\b/,
  },
  {
    kind: "hazing",
    severity: "high",
    pattern:
      /\b(forced|made) us (to )?(drink|strip|eat|crawl)\b|\bnos obligaron a\b|\bnous ont (forces|obliges) a\b|\b(mussten wir|zwangen uns)\b|\b(obrigaram a gente|nos obrigaram) a\b/,
  },
  {
    kind: "hazing",
    severity: "medium",
    pattern: /\b(initiation (night|ritual)|novatadas?|bizutages?|aufnahmeritual\w*|trotes?)\b/,
  },
  {
    kind: "sextortion",
    severity: "high",
    pattern:
      /\b(threaten\w*|amenaza\w*|menace\w*|droht|drohen|ameac\w*)\b[\w' ,]{0,60}\b(photos?|pics?|pictures?|videos?|fotos?|bilder|nudes)\b|\b(pay|send (him|her) money|pagar|pague|payer|paie|zahlen|zahle|pagar|pix)\b[\w' ,]{0,30}\b(or|otherwise|si no|o si no|sinon|sonst|senao|ou)\b[\w' ,]{0,30}\b(send|post|share|publish|mandar|mandara|publicar|envoyer|publier|schicken|posten|postar)\b/,
  },
];

export const signs: Lexicon = {
  language: "all",
  // Every lexicon's negations are checked before any match (detector.ts); none of its own.
  negations: /(?!)/,
  sportsTalk: [en, es, fr, de, pt].flatMap((l) => l.sportsTalk),
  rules: [
    ...selfHarm,
    ...eating,
    ...abuse,
    ...hazing,
    ...sextortion,
    ...medical,
    ...doping,
    ...substances,
    ...broad,
  ],
};
