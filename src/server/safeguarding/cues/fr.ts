/** French cue words (normalised: lower case, no accents, straight apostrophes). */
import type { CueWords } from "./cue";

export const fr: CueWords = {
  selfInjury:
    /(je )?me (suis )?(coupe|coupee|scarifie|scarifiee|brule|bruleee?|griffe|griffee|frappe|mutile|fais du mal)( \w+)?( encore| a nouveau| les bras| les poignets| les cuisses| avec)?|me couper|me scarifier|me bruler|me faire du mal|scarif\w*|automutil\w*|lames? de rasoir|lame sur (mon|ma|mes)|(coupures|cicatrices|entailles) sur (mes|les) (bras|poignets|cuisses|jambes)|me punir|j'ai rechute|faire saigner|(brule|coupe|griffe) (le|les|la|mon|ma|mes) (poignets?|bras|cuisses?|peau)|avec un briquet|(coups de poing|je frappe) (dans|contre) (le|les) mur\w*|jusqu'a (ce que ca|saigner)|tape la tete contre (le|les) murs?|je me griffe/,
  implement: /lames?|taille[- ]crayon|briquet|lisseur|ciseaux|couteau|compas/,
  suicide:
    /suicid\w*|(?<!va )me tuer|me suicider|en finir|mettre fin a (mes jours|ma vie|tout)|m'ote(r)? la vie|plus etre en vie|disparaitre pour toujours|me foutre en l'air/,
  deathWish:
    /(je veux|j'ai envie de|j'aimerais|je voudrais|envie de) (mourir|etre mort|disparaitre|ne plus exister|ne plus me reveiller|plus me reveiller)|j'aimerais (etre mort|ne jamais etre ne)|(je ne veux|je veux) plus (vivre|etre la|exister|me reveiller)|j'ai plus envie de (vivre|rien|me reveiller)|m'endormir et (ne )?plus (jamais )?me reveiller|mieux (vaut que je sois )?mort|aucune raison de vivre|fatigue(e)? de vivre|marre de vivre|pas envie d'etre la/,
  lethalAct:
    /sauter|je saute|me jeter|me lancer|(je )?les prendrai tous|tout avaler|les avaler|(les )?prendre tous|overdose|me pendre|me noyer|me tirer une balle|m'ouvrir les veines|le faire|je le fais|je suis sur (le pont|le toit|les rails)/,
  lethalMeans:
    /(mis de cote|garde|gardes|stocke|stockes|cache|caches|accumule)( \w+){0,3} (cachets|medocs|medicaments|comprimes)|(cachets|medocs|medicaments|comprimes)( \w+){0,3} (de cote|caches|dans (mon|le) tiroir)|assez de (cachets|medocs|comprimes)|combien de (cachets|medocs|comprimes|doliprane)|(le|un|ce) (pont|toit|immeuble|balcon)|(la )?voie ferree|les rails|sous un train|une corde|la corde|le fusil|des lames|les lames|doliprane|paracetamol|(les )?(medocs|medicaments|cachets) de (ma|mon) (mere|pere|grand[- ]mere)|fusil|du pont|pont/,
  when: /ce soir|demain|ce week[- ]?end|(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|apres (la finale|le match|la course|le tournoi|la pesee|la competition|la saison)|quand (mes parents|ils|tout le monde) (partent|seront (partis|au boulot|au travail)|dormira|dorment)|maintenant|dans \d+ min\w*|apres les (championnats|france)/,
  decided:
    /j'ai decide|c'est decide|je sais (comment|quand|ou)|j'ai un plan|mon plan|j'ai prevu|je vais le faire|je le ferai|tout sera fini|ca sera fini|je suis pret(e)?|j'attends (juste )?que|j'ai cherche (comment|combien)|je sais (exactement )?(quand|ou|comment)|ce sera le moment|c'est le moment|(je pense|je vais) le faire/,
  hopeless:
    /sans espoir|desespere\w*|a quoi bon|ca sert a rien|rien n'a de sens|plus rien n'a de sens|rien ne compte|(personne|aucun) (ne|n')?(remarquerait|verrait|s'en rendrait compte|me regretterait)|ils seraient mieux sans moi|mieux sans moi|je suis (un poids|un fardeau|une charge|nul(le)?|inutile)|j'en peux plus|je n'en peux plus|je tiens plus|je ne tiens plus|pas de (porte de )?sortie|fatigue(e)? de (tout|me battre|lutter)|marre de tout|je me sens vide|je me deteste|je me hais|pas d'avenir|je veux que (tout|ca) s'arrete|ca ira jamais mieux|je veux disparaitre|(ca serait|ils seraient) mieux si (j'etais|je suis) (pas|plus) la|une deception pour (tout le monde|tous)|desolee? d'avoir ete (une telle |un tel )?(deception|poids|fardeau)|a quoi (ca|ça) sert|(je serai|serai) plus un probleme|(mieux|plus simple) sans moi|n'auront plus a s'inquieter pour moi|je sers a rien|si j'etais (plus|pas) la/,
  farewell:
    /lettre d'adieu|(j'ai ecrit|ecrit|laisse) (une |ma |des |mes )?(lettre|lettres|mot)|(surement |sans doute )?mon dernier message|pardon pour tout|desolee? (pour tout|d'avoir ete)|dites (leur|a tout le monde) que je (les|vous) aime|faire mes adieux|adieu a tous|quand je serai plus la|vous me reverrez plus|c'etait pas (de )?(ta|votre|leur) faute|(ecrit|laisse) un mot pour (maman|papa|mes parents|ma mere)|(vous )?inquietez pas si je (reponds|repond) plus|c'etait cool de \w+ avec vous|au cas ou on se (revoit|reverrait) pas/,
  lastMessage:
    /(surement |sans doute )?mon dernier message|faire mes adieux|dire au revoir a (tous|tout le monde)/,
  thanks: /merci pour tout/,
  givingAway:
    /(j'ai donne|je donne|donne|j'ai offert) (\w+ ){0,3}(toutes )?(mes|mon|ma) \w+|prenez soin de (mon|ma)|supprime tous mes comptes|j'ai supprime (tous )?mes comptes/,
  noNeed:
    /j'en aurai (plus|pas) besoin|je n'en aurai plus besoin|je serai plus (la|pour longtemps)|je ne serai (plus la|pas la longtemps)/,
  hideMarks:
    /(cacher|cache|je cache|planquer|couvrir|je couvre) (les |mes )?(marques|cicatrices|coupures|bras|poignets|cuisses|brulures)|(manches longues|sweat|poignets eponge|bracelets?|legging) (pour )?(cacher|les cacher|couvrir|que personne voie)|marques sur (mes|les) (bras|poignets|cuisses|jambes)|personne (ne )?(peut|doit|puisse) (les )?voir|sang sur (mes )?draps|(personne|les filles|les autres|le coach)( \w+){0,4} (voie|voient|demande|demandent|remarque) (mes|les) (bras|poignets|marques|cuisses|cicatrices)|(sweat|manches longues|pull)( \w+){0,5} (meme quand|meme s'il|meme par|quand il fait) (il fait )?(chaud|\d\d degres)|(collants|manches longues|sweat)( \w+){0,6} meme en (juin|juillet|aout|ete)|personne (ne )?pose (de )?questions sur mes (jambes|bras|poignets)|pour que (ca se voie pas|ca ne se voie pas|personne (ne )?voie)/,
  purge:
    /(je )?me fais vomir|me faire vomir|(les )?doigts dans la gorge|vomir (apres|apres chaque) (manger|repas|le diner|le dejeuner)|vomir expres|purg\w*|laxatifs?|diuretiques?|coupe[- ]faim|bruleurs? de graisse|boulimi\w*|anorexi\w*|trouble(s)? (du comportement )?alimentaire|macher et recracher|(toilettes|wc)( \w+){0,3} (juste|direct)? ?apres (manger|le repas|chaque repas)/,
  vomit: /vomi\w*|gerbe\w*|gerber|degueul\w*|tout rendre|recracher/,
  food: /manger|mange|repas|nourriture|diner|dejeuner|petit[- ]dej\w*|gouter|calories|kcal|pizza|gateau|chocolat/,
  restrict:
    /(je n'ai|j'ai) (rien|pas|presque rien) mange|pas mange depuis|sans manger|j'arrete de manger|arrete de manger|je (ne )?mange (plus rien|presque plus|rien|pas)|je ne mange plus|(je saute|sauter|j'ai saute) (des repas|les repas|le petit[- ]dej\w*|le dejeuner|le diner)|affam\w*|je? jeune|jeuner (\d+|deux|trois) jours|(seulement|juste|que) (une pomme|un yaourt|une salade|du cafe|de l'eau|un fruit|des chewing[- ]?gums?)|(moins de|que) \d{3} (calories|kcal)|\d{3} (calories|kcal) par jour|des jours sans manger|peur de (manger|grossir)|je compte (chaque|toutes les) calories|(rester sous|moins de|max) [3-9]\d\d|pour (ne )?pas avoir faim|je me pese( \w+){0,2} (\d+|six|dix|plusieurs) fois|si (la balance|le poids) (monte|augmente)|je fais semblant de manger|(croit|croient|pense|pensent) que (je mange|j'ai mange)|je saute (le dej|le petit[- ]dej|le diner|le souper)|sauter (le|les) (dej|repas)|(il|elle) (ne )?mange plus (jamais )?avec nous|(dit|dis) (qu'il|qu'elle|que j') ?(a|ai|avait|avais) deja mange|j'ai dit a (\w+ ){0,2}que j'avais mange|je (ne )?mange (plus )?que (des|du|de la|de l')/,
  bodyHate:
    /(je suis|je me trouve|je me sens) (trop |tellement |si )?(grosse?|degueulasse|degoutante?|enorme|une baleine|une vache)|je deteste (mon corps|mes cuisses|mon ventre|me voir)|je me degoute|mon corps me degoute|je dois etre plus (mince|fine|legere)/,
  weight:
    /pesee|me peser|je me pese|faire le poids|rentrer dans (ma|la) categorie|(perdre|descendre|baisser|couper) (\d+ ?)?(kilos?|kg|poids)|perte de poids|\d+(\.\d)? ?(kilos?|kg)|balance|poids|categorie de poids|plus (mince|legere?|fine)|(les )?[-]\d\d ?(kg)?|assez legere?|trop lourde?/,
  dehydrate:
    /(sans|ne pas|pas) boire|(j'arrete|arreter|arrete) de boire|je bois (plus|rien)|k[- ]?way|combinaison (de sauna|plastique|de sudation)|sacs? poubelle|plastique|sauna|cracher|je crache|suer (le poids|les kilos)|deshydrat\w*|diuretiques?/,
  periodStop:
    /(j'ai )?(plus|pas eu) (mes|de) regles|mes regles (se sont arretees|ont disparu|sont parties|ne viennent plus)|sans regles depuis|amenorr\w*/,
  compensate:
    /(bruler|eliminer|je brule) (ce que j'ai mange|les calories|le repas)|pour compenser|compenser (le repas|ce que j'ai mange)|(courir|m'entrainer) (plus )?pour (compenser|eliminer)|je dois le meriter|me punir (de|d'avoir) mange|(je mange|manger) (un truc|quelque chose)( \w+){0,3} (= ?|egal )?\d+ ?(h|heures?|min)|crise(s)? de (boulimie|bouffe)|je vais compenser/,
  extraExercise: /\d+ (bornes|km|heures?)( \w+){0,1} en plus|\d+ (abdos|pompes|burpees)/,
  nutritionist: /nutritionniste|dieteticienne?|c'est dangereux|la diet'?|diet'/,
  adult:
    /entraineu[rs]e?|coach|coachs|prepa(rateur)?|kine|kinesitherapeute|medecin|docteur|masseur|educateur|educatrice|moniteur|monitrice|prof|professeur|arbitre|chauffeur|mon (pere|beau[- ]pere|oncle|grand[- ]pere|cousin)|ma (mere|belle[- ]mere|tante)|le copain de ma mere|(un|l') (homme|adulte|vieux)|un joueur plus age|il a \d\d ans/,
  sexual:
    /(il|elle) me (touche|touchait|tripote|tripotait|pelote|embrasse|embrassait|caresse)|m'a (tripotee?|pelotee?)|me toucher|ses mains (sur|sous|dans) (moi|mon|ma|mes)|touche (la|mes|les) (parties|seins|fesses)|parties intimes|sexuel(le)?(s)?|viol|viole|m'a violee?|attouchements?|agress\w* sexuel\w*|(me deshabiller|tout nu|toute nue|la douche) (devant|avec) (lui|elle)|m'a fait (me deshabiller|le toucher|regarder)|dans son lit|massage (entre|sur) (les|mes) cuisses|(gestes?|comportements?|trucs|choses|c'etait) deplace\w*|coucher avec (lui|elle)|(demande|veut|a demande)( \w+){0,3} (des )?photos?( \w+){0,2} en (maillot|sous[- ]vetements|culotte|soutien[- ]gorge)/,
  touch:
    /me (touche|touchait|caresse|caressait|embrasse)|m'a (touchee?|caressee?|embrassee?)|la ou (il|elle) (fallait|faut|devait) pas/,
  secret:
    /(notre|un) (petit )?secret|garde(r)? (le|ca) secret|entre (nous|toi et moi)|(ne|n')? ?(le )?dis (rien )?a personne|(dire|dit|raconter) (ca )?a personne|pas le dire a (mes parents|ta mere|personne)|m'a dit de rien dire|personne (ne )?doit (le )?savoir|effacer (les|nos) messages|(pas|rien) (en )?(parler|dire) a (ma|ta|mes|tes) (mere|pere|parents)|de pas en parler|(demande|dit) (de|d')(les )?effacer|si je parle|reste entre nous/,
  grooming:
    /m'(ecrit|envoie des messages|appelle|snap) (la nuit|tard|a \d|tous les soirs|en prive|sur insta|sur snap)|tard le soir|en pleine nuit|(il|elle) m'(achete|offre|donne|envoie) (des cadeaux|de l'argent|des fringues|un telephone|des trucs)|cadeaux|je suis (sa|son) (preferee?|chouchou(te)?)|relation speciale|mature pour mon age|seule? avec (lui|elle)|dans sa (voiture|maison|chambre)|chez lui|(me ramene|me raccompagne) (a la maison|chez moi)|dormir chez (lui|elle)|seances? (privees?|particulieres?|seul a seul)|me dit que je suis (belle|beau|sexy|jolie)|me voir seule?|m'a ajoute(e)? sur (insta|snap)|(dormir|dorme) chez (lui|elle)|rien que nous deux|(partage|partager) (la|sa) chambre avec moi|(dit|dire) que je suis (speciale?|unique)|photos (en maillot|en sous[- ]vetements)|chez lui|sans mes parents|prend un autre chemin/,
  uneasy:
    /(bizarre|mal a l'aise|genant|gene(e)?|louche|pas normal|flippe)|me met mal a l'aise|il me regarde (bizarrement|d'une facon|comme ca)|ca me degoute|c'est normal\?/,
  violence:
    /(il|elle|ils|mon pere|ma mere|mon beau[- ]pere) me (frappe|frappent|bat|battent|gifle|giflent|etrangle|tape dessus|cogne)|me (frappe|bat|gifle|cogne) (quand|tout le temps|souvent)|des coups de ceinture|me jette des (trucs|choses)|m'enferme|me met dehors/,
  struck:
    /m'a (frappe|giflee?|cogne|tape|pousse|bouscule|attrape par|donne un coup|donne une gifle|plaque contre)|des bleus (a cause de|qu'il|qu'elle)|m'a fait mal|me (frappe|gifle|cogne|pousse|tire par les cheveux)|des bleus (sur|dans) (le dos|les bras)/,
  fearHome:
    /peur de (rentrer|retourner) (a la maison|chez moi)|(je veux|j'ai) pas envie de rentrer|peur de (lui|elle|mon pere|ma mere|mon beau[- ]pere|mon entraineur)|quand il (a bu|boit)|quand il est bourre|je m'enferme dans ma chambre|je prefere pas rentrer|pas envie de rentrer|(je veux|j'ai) pas (trop )?envie de rentrer|quand mon (pere|beau[- ]pere) (boit|a bu)/,
  peers:
    /coequipier(e)?s?|(les|des) (grandes|grands|anciens|anciennes|autres|filles|garcons|mecs|seniors)|l'equipe|toute l'equipe|le groupe|ils|elles|les anciens|les anciennes|les capitaines|les grands|les grands/,
  bullying:
    /m'ont (frappe|tabasse|coince|tenu|insulte|filme|crache dessus|menace|pousse)|me (frappent|tabassent|insultent|traitent de|filment|menacent|harcelent|ignorent|excluent)|se moquent de (moi|mon corps)|harcel\w*|humili\w*|personne (ne )?me parle|me pourrissent la vie|ils (me )?font la misere|(ils|elles) me bloquent|mettent des trucs dans mon sac/,
  hazing: /bizutage|bizute\w*|bizuth\w*/,
  initiation:
    /initiation|integration|(les|des) nouveaux|(les|des) nouvelles|(les|des) bleus|premieres? annees?|tradition|rituel|bapteme|soiree d'accueil|on etait (nouveaux|nouvelles)|c'etait notre tour|accueil des nouveaux|les nouveaux|le stage|integration en equipe|bapteme|integration des \w+|c'est la tradition/,
  forced:
    /(ils|elles|on) nous (ont )?(oblige|forcé|force|fait)|(ils|elles) m'ont (oblige|force|fait)|si on (refusait|voulait pas)|on (ne )?pouvait pas (partir|refuser|dire non)|pas le choix|si (tu|on|je) (dis|dit) non|si on balance|(vire|exclu|viree)s? (de|du) (l'equipe|club|groupe)|on rejoue plus|on dit rien (aux coachs|a personne)|quoi qu'il se passe|(ont|on nous a) pris nos (telephones|portables)|(ne )?rien dire aux (profs|coachs|entraineurs|parents)|(ils|elles) veulent qu'on|ceux qui refusent|pas faire le bebe|(je suis )?vire de l'equipe|pas prevenir les coachs/,
  obliged: /on a du|j'ai du|on devait|il faut|sinon/,
  hazeAct:
    /boire (jusqu'a|une bouteille|toute la bouteille|des shots|cul sec)|(bouteille|shots) (cul sec|d'affilee)|a poil|tout nus?|toutes nues?|en (slip|sous[- ]vetements|calecon)|(coups de|frappes avec) (ceinture|paddle|serviette)|nous ont (frappes|tapes|rases|attaches|filmes)|rase (la tete|les sourcils)|scotch|manger (de la patee|un truc degueu|des trucs degueu)|ramper|humili\w*|dormir dehors|pisse dessus|bandeau sur les yeux|souffrir|nous empeche(r)? de dormir|(fini|fin) a l'hopital|(le|la|les|nous) reveillent la nuit|pompes|nus dans le bus|raser la tete|bouteille de pastis|humilient|nuit blanche|on obeit a tout|obeir a tout|rase les sourcils|defiler en slip|coups de ceinture/,
  dread:
    /peur|flippe|je veux plus y retourner|pas remise?|personne (ne )?parle de (ce qui s'est passe|ca)|on a promis|c'est mon tour/,
  aftermath: /j'ai encore les bleus|je dors plus|mal aux cotes/,
  hazePrep: /(fringues|habits|vetements) qu'on peut jeter|pas prevenir les coachs/,
  funOnly:
    /(juste|que) (des jeux|pizza|karaoke)|trop drole|quiz|karaoke|chanter dans le bus|personne n'etait oblige|on a trop rigole|zero bizutage|remplace|au lieu de|crepes|rallye|repas|benevole|cancer/,
  images:
    /nudes?|photos? (nue?s?|intimes|de moi|en sous[- ]vetements|hot|osees)|(videos?|video) (intimes?|de moi|nue?s?)|(mes|les|ces) (photos|videos)|(photo|video) que (je lui ai|j'ai) (envoyee?|envoye)|(envoye|envoyer|envoie) (un truc|quelque chose|une photo)( \w+){0,3} (que j'aurais pas du|que je regrette)|(ma|une) nude|(faux )?montage de moi|une photo de moi|depuis que j'ai envoye la photo|ce que je (lui )?ai envoye|le truc|(a|ont) (quelque chose|'quelque chose'|des photos|une photo) (sur moi|de moi)|photo seins nus|(photos?)( \w+){0,4} puis (plus rien|sans)|mes nudes|appel video|un truc que j'ai envoye|mes photos (nue?s?|perso)|ce que (t'as|tu as|j'ai) envoye|nos appels video|(garde|gardé) un souvenir|les miennes|photos de moi nue/,
  threatShare:
    /(les )?(envoyer|diffuser|publier|poster|montrer|partager|balancer) (a|aux|sur) (tout le monde|mes (parents|potes|amis|abonnes|contacts)|ma (famille|classe)|mon (ecole|equipe|club|college|lycee)|insta|snap|les reseaux)|(publier|diffuser|balancer|partager) (mes|les) (photos|videos)|si je (ne )?(paie|paye|l'envoie|envoie) pas|sinon (il|elle) (les )?(publie|envoie|montre)|(payer|paie|paye|verser) (\d+|de l'argent|des euros)|cartes? cadeaux?|bitcoin|chantage|sextorsion|(il|elle) me menace|menac\w* de|ruiner ma vie|(ca )?tourne (dans|sur) (tous )?(les|snap|insta)|a tourne|(il|elle) dira a tout le monde|je lui dois|ruiner ma vie|si je fais pas ce qu'il|\d+ ?(euros?|€)|jusqu'a (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|ce soir|demain)|si (ca|c') ?sort|sinon il l'envoie|(il|elle) dit que je lui dois|compte ficha|les mettre sur|(veut|veulent) (de l'argent|des sous|\d+)|me fait chanter|il (les )?balance|il envoie tout|fisha|les ont vues|\d+ balles|avant demain|ce serait dommage|que ca fuite|tu sais ce que|tournent sur/,
  pressureSend:
    /(il|elle) (me )?(demande|reclame|insiste|harcele) (pour|d'envoyer|que j'envoie|des photos|encore)|veut que je (lui )?(envoie|envoye) (des photos|des nudes|plus|encore)|(envoyer|envoie) (encore|plus|une autre)|me harcele pour que je (lui )?envoie|(il|elle) arrete pas de m'ecrire|veut que je lui envoie d'autres/,
  headKnock:
    /(coup|choc|contact|coup de coude|coup de genou|coup de pied|coup de poing|ballon) (a|sur|dans) la (tete|tempe|figure)|(pris|recu|pris un coup) (sur|a|dans) la tete|(tete|tetes) contre|(cogne|tape|frappe) la tete|commotion\w*|(j'ai )?perdu connaissance|k\.?o\.?|ko|sonne(e)?|(tombe|atterri) sur la tete|vu trente[- ]six chandelles|apres le (crochet|choc|coup|contact)|(depuis|apres) (le|la) (choc|chute|match)|(depuis|apres) ma chute|(depuis|apres) le (plaquage|placage)/,
  neuro:
    /mal (a|de) (la )?tete|maux de tete|migraine|vertiges?|la tete qui tourne|vision (floue|trouble)|flou|je vois double|confus\w*|(je me souviens|je me rappelle) (plus|pas|de rien)|trous de memoire|memoire|envie de vomir|(j'ai )?vomi|nausee\w*|la lumiere me (gene|fait mal)|bourdonnement|dans le brouillard|dans le coaltar|pas (moi[- ]meme|dans mon assiette)|a cote de mes pompes|j'ai oublie( \w+){0,4} (\d|trois|deux) fois|je voyais double|vu double|la tete dans le coton|le bruit me (saoule|gene)|j'oublie|il ne savait plus|(ne )?savait plus (ou|qui)/,
  memory: /(je me souviens|me rappelle) (plus|pas)|j'oublie/,
  cardiacStrong:
    /douleur (a|dans) la poitrine|mal (a|dans) la poitrine|poitrine (serree|qui serre|oppressee)|oppression thoracique|(je me suis evanoui(e)?|evanoui(e)?|je suis tombe(e)? dans les pommes|perdu connaissance|effondre(e)?|malaise cardiaque)|(coeur|cœur) (qui saute|qui s'arrete|irregulier|qui rate|qui fait des rates)|arythmi\w*|palpitations|crise cardiaque|arret cardiaque|mort subite|mort d'une crise cardiaque|coup de chaleur|j'ai arrete de transpirer|(s'est |me suis )?ecroule(e)?|peau brulante et seche|fait des rates|saute des battements/,
  cardiacWeak:
    /(coeur|cœur) (qui (s'emballe|bat (trop |tres )?vite|bat fort|cogne)|a (fond|200|mille))|(essouffle(e)?|a bout de souffle|plus de souffle|pas pu respirer|du mal a respirer)|(presque|failli) (m'evanouir|tomber dans les pommes)|(tout est devenu|la vue est devenue|vision) (noir|noire|blanc)|(je me sentais|sensation de) (faible|partir)|bras gauche|(le )?coeur qui fait n'?importe quoi|coeur qui fait nimp|(je )?vois des etoiles|s'emballe/,
  exertion:
    /courir|course|sprint\w*|fractionne|seance|entrainement|entrain\w*|match|echauffement|au repos|assis(e)?|au lit|effort|exercice|chaleur|pendant|apres|montee|cote/,
  playOn:
    /(continue|continuer|rejoue|rejouer|reprendre) (a jouer|le match|le combat|la course)?|(il|on) m'a (dit|fait) (de continuer|de me relever|retourner|reprendre)|(retourne|remis) (sur le terrain|en jeu|sur le tatami|sur le ring)|personne (ne )?m'a (examine|regarde|vu)|(pas vu|sans voir) (de|un) medecin|fini le (match|combat)|(m'a dit|dit) de continuer|remonter sur le velo/,
  cleared:
    /protocole( \w+){0,2}|tout etait bon|tout est ok|tests de reference|premiers secours|defibrillateur|(electrocardiogramme|ecg)( \w+){0,4} normal|quoi signaler/,
  pedDrug:
    /steroides?|anabolis\w*|\bepo\b|hormone de croissance|testosterone|sarms?|clenbuterol|clen|trenbolone|nandrolone|dianabol|winstrol|stanozolol|meldonium|dopage sanguin|transfusion|cure de (testo|steroides)|amphet\w*|testo|ritaline|ephedrine|anavar|d'anavar|danavar/,
  offer:
    /(il|elle|on) m'a (propose|proposé|vendu|donne|file|refile|procure)|(il|on) me (propose|vend|file|donne)|propose\w*|un (mec|gars|type|pote) (de la salle|a la salle|du club)|(le coach|l'entraineur|le prepa|le kine|le medecin) m'a (donne|file|injecte|pique)|sans (etiquette|nom|marque)|(il dit que|soi-disant) c'est (sans danger|legal|naturel|des vitamines|indetectable)|essaie (ca|ce truc)|tout le monde (en )?prend|(le soigneur|le coach|l'entraineur|le prepa) nous (donne|file|a donne)|qui m'en vend|m'en vend|sans nom|(le kine|le coach|l'entraineur|le soigneur) nous (donne|file|a donne)/,
  injection: /inject\w*|piqures?|piquer|me pique|aiguilles?|seringues?/,
  pills: /cachets?|pilules?|comprimes?|gelules?|poudre|trucs?|flacons?|fioles?|produits?|vitamines|sachets/,
  testDodge:
    /(ne )?(se voit|sera pas detecte|detectable|apparait) (pas )?(aux|dans les|au) (controles?|tests?|analyses?)|(passer|tromper|eviter|esquiver|rater) (le|les|un) (controle|controles|test)( antidopage)?|nettoyer (mon|l') organisme|masqu\w*|echapper aux (controleurs|controles)|l'urine de quelqu'un|indetectable|(pas )?rempli (adams|mes localisations)|localisations|ils peuvent rien prouver|complement contamine|(pisser|uriner) a ma place|combien de temps( \w+){0,8} (urines?|sang|corps)|jamais (les )?declarer|les controles( \w+){0,4} (c'est )?rare/,
  tester: /(les )?controleurs|controle antidopage|afld/,
  evade:
    /(me|nous) cache\w*|dire qu'on est (blesses|malades)|rentrer chez nous|arreter (\w+ ){0,2}jours avant|dites que je suis (en stage|absent|pas la)|jamais etre la|pas etre la/,
  enhance:
    /(devenir|etre|plus) (plus )?(fort(e)?|gros(se)?|rapide|muscle(e)?|sec|seche)|recuperer (plus vite|mieux)|performances?|prendre (du muscle|de la masse|de la force)|(masse|seche)|passer un cap|etre pris(e)? (dans|en) (l'equipe|equipe)|pour la recup\w*|passer pro/,
  dopingTalk:
    /(cours|seance|atelier|formation|conference|video|documentaire|quiz) (sur|de|anti)[- ]?(le )?(dopage|antidopage|steroides|epo)|on nous a (explique|parle|appris)( \w+)? (le )?dopage|sport propre|controle antidopage (de routine|surprise) (et|tout)|en cours de|on nous a explique|(verifie|regarde)( \w+){0,4} liste des (produits )?interdits/,
  substance:
    /bourre(e)?|torche(e)?|saoul(e)?|soul(e)?|ivre|alcool|vodka|rhum|whisky|bieres?|vin|picoler|je picole|(une|la) bouteille|joints?|beuh|shit|herbe|cannabis|pilon|defonce(e)?|perche(e)?|fumer|je fume|vapoter|puff|nicotine|cachets|anxiolytiques|xanax|lexomil|valium|somniferes|codeine|tramadol|lean|proto|(un|mon) petit ['"]?remontant|les ballons|(la )?coke|vapote\w*|boit en cachette|feuilles a rouler|dechire(e)?|bouteilles vides/,
  hardDrug:
    /cocaine|(?<!(a|un|une|du|the|some) )coke|ketamine|keta|mdma|ecstasy|ecsta|extasy|heroine|lsd|champis|meth|fentanyl|sniff\w*|rails? de/,
  cope: /pour (oublier|dormir|me calmer|decompresser|tenir|ne plus penser|me sentir (bien|rien|normal)|supporter|arriver a dormir|affronter)|(chaque|tous les) (jour|jours|soir|soirs|nuit|nuits|week[- ]?end|week[- ]?ends|matin|matins)|avant (les|chaque|le|l') (cours|entrainements?|matchs?|courses?|competitions?|combats?|ecole|college|lycee)|(je peux|j'arrive) (pas|plus) (a )?(arreter|m'en passer|dormir sans)|j'en ai besoin|seule? (dans|a)|(je me souviens|je me rappelle) (plus|pas) de (la soiree|hier soir)|de plus en plus|ca devient grave|accro|dependant(e)?|je (le|les) cache|une bouteille entiere|le matin|(comme )?d'?hab|sinon (je|j') ?tiens pas|ma seule (facon|maniere) de (decompresser|tenir)|(normal|bien) que quand|la seule chose qui (me|la|le) calme|non[- ]stop|avant (chaque|les) compet\w*|entre chaque (serie|set|round)|(le )?seul truc qui me fait tenir|je panique quand|pour les nerfs|en cachette|sinon je tremble/,
  euphemism: /'(mon |ma |un |une )?[a-z]+( [a-z]+)?'/,
  dependence: /sans (ca|lui)|m'en passer|je tremble|tremblent/,
};
