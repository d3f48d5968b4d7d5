/** Everyday messages that must raise no alarm: journal entries and chat. Written without reading the screen's rules. */
import type { LabelledRisk, LabelledTalk } from "./types";

export const RISK: LabelledRisk[] = [];

export const SPORTS_TALK: LabelledTalk[] = [
  { text: "PB in the 800 today!!", language: "en" },
  { text: "Rest day. Slept till eleven, zero regrets.", language: "en" },
  {
    text: "Lost 3-1 to Northfield. Our passing was all over the place in the second half and their number 9 was just quicker than everyone. Coach said we'll work on shape on Tuesday.",
    language: "en",
  },
  { text: "can you give me a warm up for 5 a side that takes like 10 mins", language: "en" },
  {
    text: "Swim session was 4k this morning. Arms feel like noodles but my 100 free splits were the most even they've been all season.",
    language: "en",
  },
  { text: "Got picked to start on Saturday!!! first time this season", language: "en" },
  {
    text: "Didn't make the A team. Kind of gutted tbh. Coach said my defending needs work and he's probably right. Gonna ask him what to focus on.",
    language: "en",
  },
  {
    text: "Mum made lasagne after the match and my brother ate half of it before I got out of the shower.",
    language: "en",
  },
  { text: "Bus to the regional tournament leaves at 6am. Who decided that.", language: "en" },
  { text: "what should i eat the night before a cross country race", language: "en" },
  {
    text: "Training got moved indoors cos of the rain so we did circuits in the sports hall. Burpees are evil.",
    language: "en",
  },
  {
    text: "Journal 14 March: 3x10 min tempo, felt smooth. Legs a bit heavy on the last one. Bed by 10.",
    language: "en",
  },
  {
    text: "Our coach is really strict about being on time, if you're late you do laps. Annoying but fair I guess.",
    language: "en",
  },
  {
    text: "Exams start next week so I'm only training three times. Maths is the one I'm worried about.",
    language: "en",
  },
  { text: "how do i stop my serve going into the net every time", language: "en" },
  {
    text: "We won the cup!!! penalties, I scored mine, Jake missed his but then Sam saved two so it didn't matter",
    language: "en",
  },
  {
    text: "Bit homesick at camp tonight. Miss my dog and my own bed. The coaches are nice though and tomorrow is the trip to the lake.",
    language: "en",
  },
  {
    text: "Had a massive argument with my sister about the car because she wouldn't drive me to practice. Dad ended up taking me. We're fine now, she lent me her headphones.",
    language: "en",
  },
  { text: "Bad race. Went out too fast and blew up at 600. Lesson learned, again.", language: "en" },
  { text: "What's a good stretching routine for tight hamstrings after sprints?", language: "en" },
  { text: "Team bowling night was so fun, I somehow won with a score of 112 lol", language: "en" },
  { text: "New boots finally came. Breaking them in slowly so I don't get blisters.", language: "en" },
  {
    text: "Listening to the same playlist before every game now, it's a ritual at this point.",
    language: "en",
  },
  {
    text: "Finished the new season of that show in one weekend instead of doing homework. Oops.",
    language: "en",
  },
  {
    text: "Coach moved me from wing to centre back today. Not sure how I feel about it but I'll give it a go.",
    language: "en",
  },
  {
    text: "Hockey trip to Leeds this weekend, staying in a Travelodge with the team. Already planning snacks.",
    language: "en",
  },
  { text: "ok", language: "en" },
  { text: "can you explain the offside rule in a simple way, my little cousin keeps asking", language: "en" },
  {
    text: "Tennis today: lost the first set 2-6, then actually started moving my feet and won the next two. Proud of that comeback.",
    language: "en",
  },
  {
    text: "It was freezing at the track. Wore three layers and still couldn't feel my fingers during the relay changeovers.",
    language: "en",
  },
  {
    text: "My physio said the ankle is healing fine and I can start jogging again next week.",
    language: "en",
  },
  { text: "Gymnastics: finally landed my back tuck on the beam without a spot!!", language: "en" },
  { text: "Played FIFA with the lads after training, got absolutely destroyed by Ollie.", language: "en" },
  { text: "I keep rushing my free throws. Any tips for a routine?", language: "en" },
  {
    text: "Grandma came to watch my match for the first time. She brought a flask of tea and cheered every time anyone touched the ball.",
    language: "en",
  },
  {
    text: "Netball tournament: won 3, drew 1, lost 1. Third overall. Shooting percentage was decent.",
    language: "en",
  },
  {
    text: "Feeling a bit flat this week, probably just tired from exams. Going to take it easy Friday.",
    language: "en",
  },
  { text: "We're doing a bake sale to raise money for the new kit. I'm making brownies.", language: "en" },
  {
    text: "Coach shouted at all of us today because nobody was tracking back. Deserved it honestly.",
    language: "en",
  },
  { text: "thanks that helped a lot", language: "en" },
  { text: "Rowing erg test tomorrow. 2k. Nervous but ready.", language: "en" },
  { text: "2k done: 7:02. Four seconds off my best. Wanted sub 7 but next time.", language: "en" },
  { text: "Is it normal to be sore two days after a leg session?", language: "en" },
  { text: "Rugby sevens festival was chaos, mud everywhere, but we made the plate final.", language: "en" },
  { text: "Got a B in the chemistry mock, which for me is basically a miracle.", language: "en" },
  {
    text: "Went to the cinema with Priya and Leo after practice. The film was mid but the popcorn was elite.",
    language: "en",
  },
  {
    text: "Flight to the climbing comp in Innsbruck got delayed two hours so we played cards at the gate. Dad kept losing.",
    language: "en",
  },
  {
    text: "Can you make me a 4 week plan to get my 5k under 20 minutes? I run 4 days a week right now.",
    language: "en",
  },
  {
    text: "My brother keeps borrowing my shin pads and not giving them back. Found them in his bag covered in mud.",
    language: "en",
  },
  {
    text: "Good week overall. Training was solid, school was fine, and we beat our rivals on Sunday. Going to chill tomorrow and see friends.",
    language: "en",
  },
  { text: "Hoy marqué dos goles!!", language: "es" },
  { text: "Día de descanso. Serie y sofá todo el día.", language: "es" },
  {
    text: "Perdimos 2-0 contra el Atlético de mi barrio. No nos salía nada, la verdad. El míster dijo que el martes toca trabajar la presión alta.",
    language: "es",
  },
  { text: "me puedes dar un calentamiento para fútbol sala de unos 15 minutos?", language: "es" },
  {
    text: "Entreno de natación a las 7 de la mañana. Tengo un sueño que no veas, pero los 200 estilos me han salido bastante bien.",
    language: "es",
  },
  { text: "Me han convocado para el partido del sábado, por fin!!", language: "es" },
  {
    text: "No he entrado en el equipo A. Me ha sentado fatal, no te voy a mentir. El entrenador dice que tengo que mejorar en defensa, así que a currar.",
    language: "es",
  },
  {
    text: "Mi abuela ha hecho paella para celebrar que ganamos la liga. Me he puesto hasta arriba.",
    language: "es",
  },
  {
    text: "Mañana nos vamos a Zaragoza al torneo en autobús. Salimos a las seis, qué pereza.",
    language: "es",
  },
  { text: "qué es mejor cenar la noche antes de una carrera de 10k?", language: "es" },
  {
    text: "Ha llovido a mares y el entreno ha sido en el pabellón. Circuito de fuerza y abdominales, estoy reventada.",
    language: "es",
  },
  {
    text: "Diario, jueves: series de 400, 8 repeticiones. Las últimas dos me costaron bastante pero mantuve el ritmo. Dormir pronto.",
    language: "es",
  },
  {
    text: "Nuestra entrenadora es súper estricta con la puntualidad. Si llegas tarde, flexiones. Un rollo, pero es justo.",
    language: "es",
  },
  {
    text: "La semana que viene tengo exámenes de la EvAU así que solo voy a entrenar dos días.",
    language: "es",
  },
  { text: "cómo hago para que el saque no se me vaya siempre largo", language: "es" },
  { text: "GANAMOS LA COPA. En los penaltis. Yo metí el mío y Lucía paró dos, increíble.", language: "es" },
  {
    text: "Echo un poco de menos mi casa en el campus de verano. Los monitores son majos y mañana vamos a la playa, así que bien.",
    language: "es",
  },
  {
    text: "Me he peleado con mi hermano porque se ha comido mis cereales. Luego nos hemos reconciliado jugando a la Play.",
    language: "es",
  },
  {
    text: "Mala carrera. Salí demasiado rápido y en el último kilómetro iba arrastrándome. Otra vez será.",
    language: "es",
  },
  { text: "Qué estiramientos me recomiendas para los isquios después de hacer sprints?", language: "es" },
  { text: "Cena de equipo en el burger de siempre, nos hemos reído muchísimo.", language: "es" },
  { text: "Me han llegado las botas nuevas. Son preciosas, las voy a estrenar el domingo.", language: "es" },
  {
    text: "Siempre escucho la misma canción de Bad Bunny antes de los partidos, ya es tradición.",
    language: "es",
  },
  {
    text: "Me he visto la película entera en vez de estudiar historia. Mañana me arrepiento.",
    language: "es",
  },
  {
    text: "El míster me ha puesto de lateral hoy. No es mi posición, pero bueno, lo intentaré.",
    language: "es",
  },
  {
    text: "Este finde torneo de baloncesto en Valencia, dormimos en un albergue con todo el equipo.",
    language: "es",
  },
  { text: "vale gracias", language: "es" },
  { text: "me explicas el fuera de juego fácil? mi primo pequeño no lo pilla", language: "es" },
  {
    text: "Tenis: perdí el primer set 3-6 pero luego empecé a mover los pies y gané los otros dos. Muy orgulloso de la remontada.",
    language: "es",
  },
  {
    text: "Hacía un frío horrible en la pista. Llevaba tres capas y aún así no sentía las manos en los relevos.",
    language: "es",
  },
  {
    text: "El fisio dice que el tobillo va bien y que la semana que viene puedo empezar a correr suave.",
    language: "es",
  },
  { text: "Gimnasia: por fin me sale el mortal atrás en la barra sin ayuda!!", language: "es" },
  {
    text: "Después del entreno hemos jugado al FIFA en casa de Dani y me ha metido una goleada.",
    language: "es",
  },
  { text: "Fallo muchos tiros libres cuando estoy nerviosa. Tienes algún truco?", language: "es" },
  {
    text: "Hoy vino mi abuelo a verme jugar por primera vez. Aplaudía cada vez que alguien tocaba el balón, jajaja.",
    language: "es",
  },
  {
    text: "Torneo de balonmano: ganamos tres, empatamos uno y perdimos uno. Terceras. No está mal.",
    language: "es",
  },
  {
    text: "Estoy un poco baja de energía esta semana, supongo que por los exámenes. El viernes me lo tomo con calma.",
    language: "es",
  },
  {
    text: "Vamos a hacer un mercadillo solidario para comprar las equipaciones nuevas. Yo llevo magdalenas.",
    language: "es",
  },
  {
    text: "Hoy el entrenador nos ha echado la bronca a todos por no bajar a defender. Nos lo merecíamos.",
    language: "es",
  },
  { text: "Mañana test de remoergómetro, 2000 metros. Nerviosa pero con ganas.", language: "es" },
  { text: "Es normal tener agujetas dos días después de hacer pierna?", language: "es" },
  {
    text: "El torneo de rugby fue un caos, todo lleno de barro, pero llegamos a la final de consolación.",
    language: "es",
  },
  { text: "He sacado un 7 en física. Para mí eso es casi un milagro.", language: "es" },
  {
    text: "Fuimos al cine con Marta y Pablo después del entreno. La peli regular, las palomitas top.",
    language: "es",
  },
  {
    text: "El vuelo a la competición de escalada se retrasó dos horas y nos pusimos a jugar al UNO en la puerta de embarque.",
    language: "es",
  },
  {
    text: "Me haces un plan de 4 semanas para bajar de 20 minutos en 5k? Ahora corro cuatro días a la semana.",
    language: "es",
  },
  {
    text: "Mi hermana me coge las espinilleras sin pedírmelas y luego aparecen llenas de barro en su mochila.",
    language: "es",
  },
  {
    text: "Buena semana en general. Entrenos bien, el insti bien y el domingo ganamos al eterno rival. Mañana quedo con mis amigas.",
    language: "es",
  },
  { text: "Pádel con mi padre esta tarde, le he ganado por primera vez y no se lo cree.", language: "es" },
  { text: "ufff qué calor en el entreno de hoy, hemos bebido litros de agua", language: "es" },
  { text: "Record perso sur 400m ce matin, trop contente", language: "fr" },
  { text: "Séance annulée à cause de l'orage.", language: "fr" },
  {
    text: "On a perdu 24-21 en hand contre Montpellier. On menait à la mi-temps mais on a raté trop de tirs à la fin. Le coach nous a dit de garder la tête haute.",
    language: "fr",
  },
  { text: "tu peux me proposer un échauffement pour le basket, genre 10 minutes ?", language: "fr" },
  {
    text: "Journal, lundi : footing 40 min + gainage. Bonnes sensations, un peu de vent sur le retour.",
    language: "fr",
  },
  { text: "Je suis titulaire dimanche !!! J'y crois pas", language: "fr" },
  {
    text: "Pas sélectionné pour le tournoi de Nantes. Ça m'a saoulé sur le moment, mais l'entraîneur m'a expliqué pourquoi et il a pas tort, je dois progresser sur mon revers.",
    language: "fr",
  },
  { text: "Raclette chez mes grands-parents après le match, meilleure récompense possible.", language: "fr" },
  {
    text: "Départ pour les championnats de France en TGV demain à 7h. On a prévu des jeux de cartes pour le trajet.",
    language: "fr",
  },
  { text: "c'est quoi un bon petit-déj avant une compèt de natation ?", language: "fr" },
  {
    text: "Il a fait 32 degrés à l'entraînement, on a fait des pauses eau toutes les dix minutes. Le coach a bien géré.",
    language: "fr",
  },
  {
    text: "Notre entraîneuse est sévère mais juste. Quand elle dit bravo, ça veut vraiment dire quelque chose.",
    language: "fr",
  },
  {
    text: "Brevet blanc la semaine prochaine, je mets un peu le volley en pause pour réviser.",
    language: "fr",
  },
  { text: "comment on fait un bon lancer franc ? je tremble toujours un peu", language: "fr" },
  {
    text: "ON A GAGNÉ LA FINALE DU TOURNOI !! 2-1 à la dernière minute, j'ai encore des frissons",
    language: "fr",
  },
  {
    text: "Premier soir au stage de ski. Ma famille me manque un peu, mais les moniteurs sont sympas et il y a de la poudreuse demain.",
    language: "fr",
  },
  {
    text: "Dispute avec ma petite sœur parce qu'elle a pris ma gourde pour son cours de danse. Bon, elle me l'a rendue.",
    language: "fr",
  },
  {
    text: "Course ratée. Parti trop vite, j'ai coincé dans la dernière côte. Je retiens la leçon.",
    language: "fr",
  },
  { text: "Quels étirements faire après une séance de fractionné ?", language: "fr" },
  { text: "Soirée pizza avec toute l'équipe pour fêter la fin de saison. Trop bien.", language: "fr" },
  {
    text: "J'ai enfin reçu mes nouvelles chaussures de trail, elles sont trop confortables.",
    language: "fr",
  },
  { text: "Avant chaque match j'écoute le même son d'Aya Nakamura, c'est devenu un rituel.", language: "fr" },
  {
    text: "J'ai regardé toute la saison de la série ce week-end au lieu de faire mon exposé. Oups.",
    language: "fr",
  },
  {
    text: "Le coach m'a fait jouer arrière droit aujourd'hui. Pas mon poste, mais pourquoi pas.",
    language: "fr",
  },
  {
    text: "Tournoi de rugby à Toulouse ce week-end, on dort dans un gymnase avec des matelas. Ça va être drôle.",
    language: "fr",
  },
  { text: "merci !", language: "fr" },
  { text: "tu peux m'expliquer la règle de l'avantage au rugby ? j'ai jamais compris", language: "fr" },
  {
    text: "Match de tennis : perdu le premier set 4-6, puis je me suis remis à bouger et j'ai gagné les deux suivants. Fier de moi.",
    language: "fr",
  },
  {
    text: "Il faisait un froid de canard au stade, j'avais trois couches et toujours les doigts gelés.",
    language: "fr",
  },
  {
    text: "Le kiné dit que ma cheville va mieux, je pourrai reprendre la course la semaine prochaine.",
    language: "fr",
  },
  { text: "Gym : j'ai enfin réussi ma roue sans main à la poutre !!", language: "fr" },
  {
    text: "Après l'entraînement on a fait une partie de Mario Kart chez Hugo. J'ai fini dernier, la honte.",
    language: "fr",
  },
  {
    text: "Mon grand-père est venu me voir jouer pour la première fois. Il applaudissait à chaque passe, c'était mignon.",
    language: "fr",
  },
  {
    text: "Tournoi de volley : trois victoires, une défaite. On finit deuxièmes de la poule.",
    language: "fr",
  },
  {
    text: "Un peu fatiguée cette semaine avec les contrôles. Je vais y aller plus doucement vendredi.",
    language: "fr",
  },
  {
    text: "Le club organise une vente de crêpes pour financer les nouveaux maillots. Je fais la pâte avec ma mère.",
    language: "fr",
  },
  {
    text: "Le coach nous a tous engueulés parce que personne ne repliait. Franchement on le méritait.",
    language: "fr",
  },
  { text: "Test VMA demain, un peu stressé mais ça va le faire.", language: "fr" },
  { text: "VMA à 17,5 ! Un demi de plus que la dernière fois.", language: "fr" },
  { text: "C'est normal d'avoir des courbatures deux jours après une séance de squats ?", language: "fr" },
  { text: "J'ai eu 14 en maths, mes parents étaient surpris et moi aussi.", language: "fr" },
  {
    text: "Ciné avec Inès et Malik après l'entraînement. Le film était bof mais on a bien rigolé.",
    language: "fr",
  },
  {
    text: "Notre vol pour la compétition d'escalade à Innsbruck a eu deux heures de retard, on a joué au Uno à l'aéroport.",
    language: "fr",
  },
  {
    text: "Tu peux me faire un programme de 6 semaines pour préparer un 10 km ? Je cours trois fois par semaine.",
    language: "fr",
  },
  { text: "Mon frère m'emprunte tout le temps mes protège-tibias sans demander. Énervant.", language: "fr" },
  {
    text: "Bonne semaine dans l'ensemble : entraînements solides, cours ok, et on a battu nos rivaux dimanche. Demain je me repose et je vois mes potes.",
    language: "fr",
  },
  { text: "Judo ce soir, j'ai passé ma ceinture verte !", language: "fr" },
  {
    text: "Le bus du club est tombé en panne sur l'autoroute, on a attendu une heure sur une aire. Au final on est arrivés pile pour l'échauffement.",
    language: "fr",
  },
  { text: "jsp quoi mettre comme chaussures pour le cross, pointes ou pas ?", language: "fr" },
  {
    text: "Sortie vélo de 60 km avec le club, il y avait du vent de face tout le retour. Les jambes piquent mais c'était beau.",
    language: "fr",
  },
  { text: "Neue Bestzeit über 1500m!!", language: "de" },
  { text: "Heute nur locker auslaufen, morgen ist Wettkampf.", language: "de" },
  {
    text: "Wir haben 1:3 gegen Eintracht verloren. In der zweiten Halbzeit lief gar nix mehr zusammen. Der Trainer meinte, wir arbeiten am Dienstag an der Raumaufteilung.",
    language: "de",
  },
  { text: "kannst du mir ein aufwärmprogramm für handball geben, so 15 min?", language: "de" },
  {
    text: "Trainingstagebuch Mittwoch: 6x800m, Pause 2 min. Die letzten zwei waren zäh, aber Tempo gehalten. Früh ins Bett.",
    language: "de",
  },
  { text: "Ich steh am Samstag in der Startelf, endlich!!", language: "de" },
  {
    text: "Nicht für die Kreisauswahl nominiert worden. Bin echt enttäuscht. Der Trainer sagt, ich muss an meinem schwachen Fuß arbeiten. Dann halt das.",
    language: "de",
  },
  {
    text: "Nach dem Spiel gab's bei Oma Schnitzel mit Pommes, bestes Sonntagsessen überhaupt.",
    language: "de",
  },
  {
    text: "Morgen geht's mit dem Bus zum Turnier nach Kassel. Abfahrt 6 Uhr, wer plant sowas bitte",
    language: "de",
  },
  { text: "was sollte man am abend vor einem halbmarathon essen?", language: "de" },
  {
    text: "Wegen Gewitter war das Training in der Halle. Zirkeltraining und Seilspringen, meine Waden brennen.",
    language: "de",
  },
  {
    text: "Unsere Trainerin ist voll streng mit Pünktlichkeit. Wer zu spät kommt, macht Liegestütze. Nervt, ist aber fair.",
    language: "de",
  },
  { text: "Nächste Woche sind Abiprüfungen, deshalb geh ich nur zweimal zum Training.", language: "de" },
  { text: "wie krieg ich meinen Aufschlag beim Volleyball stabiler hin?", language: "de" },
  {
    text: "POKALSIEG!!! Im Elfmeterschießen, ich hab meinen reingemacht und Lena hat zwei gehalten",
    language: "de",
  },
  {
    text: "Erster Abend im Trainingslager. Hab ein bisschen Heimweh und vermisse meine Katze. Die Betreuer sind aber nett und morgen gehen wir zum See.",
    language: "de",
  },
  {
    text: "Hab mich mit meinem Bruder gestritten, weil er meine Kopfhörer genommen hat. Mittlerweile wieder alles gut, wir haben zusammen Mario Kart gezockt.",
    language: "de",
  },
  {
    text: "Schlechtes Rennen. Zu schnell angegangen und auf den letzten 300 Metern komplett eingebrochen. Nächstes Mal klüger.",
    language: "de",
  },
  { text: "Welche Dehnübungen sind gut nach Sprinttraining?", language: "de" },
  { text: "Mannschaftsabend beim Bowling, ich hab irgendwie gewonnen, keine Ahnung wie.", language: "de" },
  {
    text: "Die neuen Fußballschuhe sind da! Erstmal einlaufen, damit ich keine Blasen kriege.",
    language: "de",
  },
  { text: "Vor jedem Spiel hör ich dieselbe Playlist, mittlerweile ist das Aberglaube.", language: "de" },
  { text: "Hab das ganze Wochenende Serien geschaut statt für Bio zu lernen. Ups.", language: "de" },
  {
    text: "Der Trainer hat mich heute als Innenverteidiger aufgestellt. Ungewohnt, aber ich probier's.",
    language: "de",
  },
  { text: "Hockeyturnier in Hamburg am Wochenende, wir schlafen in einer Jugendherberge.", language: "de" },
  { text: "danke, passt", language: "de" },
  { text: "kannst du mir abseits einfach erklären? mein kleiner cousin checkt es nicht", language: "de" },
  {
    text: "Tennis heute: ersten Satz 3:6 verloren, dann endlich die Beine bewegt und die nächsten zwei gewonnen. Bin stolz.",
    language: "de",
  },
  {
    text: "Es war arschkalt auf dem Sportplatz. Drei Schichten an und trotzdem keine Finger mehr gespürt.",
    language: "de",
  },
  {
    text: "Die Physio sagt, der Knöchel heilt gut und ich darf nächste Woche wieder locker joggen.",
    language: "de",
  },
  { text: "Turnen: endlich den Flickflack am Boden alleine gestanden!!", language: "de" },
  { text: "Nach dem Training noch FIFA bei Jonas gespielt, hab 0:5 verloren lol", language: "de" },
  { text: "Ich verwerfe so viele Freiwürfe. Hast du Tipps für eine Routine?", language: "de" },
  {
    text: "Opa war heute zum ersten Mal beim Spiel. Er hatte eine Thermoskanne Tee dabei und hat bei jedem Ballkontakt geklatscht.",
    language: "de",
  },
  { text: "Volleyballturnier: drei Siege, eine Niederlage, Platz zwei in der Gruppe.", language: "de" },
  {
    text: "Bin diese Woche etwas schlapp, wahrscheinlich wegen der vielen Klausuren. Freitag mach ich locker.",
    language: "de",
  },
  {
    text: "Unser Verein macht einen Kuchenbasar für die neuen Trikots. Ich back Muffins mit meiner Mama.",
    language: "de",
  },
  {
    text: "Heute hat uns der Trainer alle zusammengestaucht, weil keiner nach hinten gearbeitet hat. War berechtigt.",
    language: "de",
  },
  { text: "Morgen Ergometertest, 2000 Meter. Aufgeregt, aber bereit.", language: "de" },
  { text: "Ist es normal, zwei Tage nach dem Beintraining noch Muskelkater zu haben?", language: "de" },
  { text: "Hab ne 2 in Mathe geschrieben, meine Eltern waren genauso überrascht wie ich.", language: "de" },
  {
    text: "Mit Mia und Can nach dem Training im Kino gewesen. Film war so lala, Popcorn top.",
    language: "de",
  },
  {
    text: "Unser Flug zum Kletterwettkampf hatte zwei Stunden Verspätung, wir haben am Gate Uno gespielt.",
    language: "de",
  },
  {
    text: "Kannst du mir einen Plan machen, damit ich in 8 Wochen die 10 km unter 45 Minuten laufe?",
    language: "de",
  },
  {
    text: "Meine Schwester leiht sich dauernd meine Schienbeinschoner und gibt sie nie zurück.",
    language: "de",
  },
  {
    text: "Gute Woche insgesamt. Training lief, Schule okay, und Sonntag haben wir den Derbygegner geschlagen. Morgen chill ich mit Freunden.",
    language: "de",
  },
  { text: "Heute beim Schwimmen 3,5 km. Meine Arme fühlen sich an wie Gummi.", language: "de" },
  { text: "Skifreizeit mit dem Verein war mega, nur der Schlepplift war immer voll.", language: "de" },
  { text: "Gürtelprüfung im Karate bestanden, jetzt bin ich Orangegurt!", language: "de" },
  { text: "Radtour mit dem Verein, 70 km bei Gegenwind. Danach Eis an der Tanke, verdient.", language: "de" },
  { text: "Fiz meu melhor tempo nos 100m hoje!!", language: "pt" },
  { text: "Folga hoje. Dormi até meio-dia, sem arrependimentos.", language: "pt" },
  {
    text: "Perdemos de 2 a 1 pro time do bairro vizinho. No segundo tempo a gente sumiu do jogo. O professor falou que terça vamos treinar marcação.",
    language: "pt",
  },
  { text: "me passa um aquecimento pra futsal de uns 10 minutos?", language: "pt" },
  {
    text: "Treino de natação às 6h. Tô com um sono absurdo, mas os 100 livre saíram bem regulares.",
    language: "pt",
  },
  { text: "Vou começar jogando no sábado!!! primeira vez na temporada", language: "pt" },
  {
    text: "Não entrei na equipe principal. Fiquei chateado, não vou mentir. O treinador disse que preciso melhorar a defesa, então bora treinar.",
    language: "pt",
  },
  {
    text: "Minha vó fez feijoada depois do jogo e meu irmão comeu metade antes de eu sair do banho.",
    language: "pt",
  },
  {
    text: "Amanhã vamos de ônibus pro campeonato em Campinas. Saída às 5h30, quem inventou isso?",
    language: "pt",
  },
  { text: "o que é bom comer na noite antes de uma corrida de 10 km?", language: "pt" },
  { text: "Choveu muito e o treino foi no ginásio. Circuito e abdominal, tô acabada.", language: "pt" },
  {
    text: "Diário, terça: 5x1000m com 2 min de pausa. Senti bem, só o último pesou. Dormir cedo.",
    language: "pt",
  },
  {
    text: "A nossa treinadora é muito exigente com horários. Quem chega atrasado faz flexões. Chato, mas justo.",
    language: "pt",
  },
  { text: "Semana que vem tem prova de química, então só vou treinar duas vezes.", language: "pt" },
  { text: "como faço pro meu saque no vôlei parar de ir na rede?", language: "pt" },
  { text: "GANHAMOS A TAÇA!! Nos pênaltis, eu bati o meu e a Bia defendeu dois", language: "pt" },
  {
    text: "Primeira noite no acampamento de treino. Tô com um pouco de saudade de casa e do meu cachorro, mas o pessoal é legal e amanhã tem trilha.",
    language: "pt",
  },
  {
    text: "Briguei com a minha irmã porque ela não quis me levar ao treino. O meu pai acabou por me levar. Já fizemos as pazes.",
    language: "pt",
  },
  { text: "Prova ruim. Saí rápido demais e quebrei nos últimos 200. Lição aprendida.", language: "pt" },
  { text: "Que alongamentos você recomenda depois de tiros?", language: "pt" },
  { text: "Noite de pizza com o time pra comemorar o fim da temporada. Muito bom.", language: "pt" },
  { text: "Chegaram as chuteiras novas! Vou amaciar aos poucos pra não fazer bolha.", language: "pt" },
  { text: "Antes de cada jogo escuto a mesma playlist de funk, já virou ritual.", language: "pt" },
  { text: "Maratonei a série inteira no fim de semana em vez de estudar. Ops.", language: "pt" },
  { text: "O mister pôs-me a lateral hoje. Não é a minha posição, mas vou tentar.", language: "pt" },
  {
    text: "Torneio de andebol no Porto este fim de semana, vamos dormir num pavilhão com a equipa toda.",
    language: "pt",
  },
  { text: "valeu!", language: "pt" },
  { text: "explica o impedimento de um jeito fácil? meu primo pequeno não entende", language: "pt" },
  {
    text: "Tênis hoje: perdi o primeiro set por 6-3, depois comecei a mexer as pernas e virei nos outros dois. Orgulhoso.",
    language: "pt",
  },
  {
    text: "Estava um frio terrível na pista. Três camadas de roupa e mesmo assim não sentia os dedos nas passagens de testemunho.",
    language: "pt",
  },
  {
    text: "O fisioterapeuta disse que o tornozelo está melhorando e que semana que vem posso voltar a trotar.",
    language: "pt",
  },
  { text: "Ginástica: finalmente acertei o mortal pra trás na trave sem ajuda!!", language: "pt" },
  { text: "Depois do treino jogamos FIFA na casa do Gui, tomei de 4 kkkkk", language: "pt" },
  { text: "Erro muito lance livre quando fico nervosa. Tem alguma dica de rotina?", language: "pt" },
  {
    text: "Meu avô foi ver meu jogo pela primeira vez. Levou garrafa de café e aplaudia cada passe.",
    language: "pt",
  },
  { text: "Torneio de vôlei: três vitórias, uma derrota, segundo lugar no grupo.", language: "pt" },
  {
    text: "Tô meio sem energia essa semana, acho que é por causa das provas. Sexta vou pegar leve.",
    language: "pt",
  },
  {
    text: "O clube vai fazer uma venda de bolos pra comprar uniformes novos. Vou levar brigadeiro.",
    language: "pt",
  },
  {
    text: "O treinador deu bronca em todo mundo hoje porque ninguém voltava pra marcar. A gente mereceu.",
    language: "pt",
  },
  { text: "Amanhã tenho teste de remo ergómetro, 2000 metros. Nervosa mas pronta.", language: "pt" },
  { text: "É normal ficar com dor muscular dois dias depois do treino de perna?", language: "pt" },
  { text: "Tirei 8 em matemática, até eu fiquei surpresa.", language: "pt" },
  {
    text: "Fui ao cinema com a Júlia e o Pedro depois do treino. O filme foi mais ou menos, mas a pipoca tava ótima.",
    language: "pt",
  },
  {
    text: "O voo pra competição de escalada atrasou duas horas e ficamos jogando Uno no portão de embarque.",
    language: "pt",
  },
  {
    text: "Consegue montar um plano de 6 semanas pra eu baixar dos 25 minutos nos 5 km? Corro três vezes por semana.",
    language: "pt",
  },
  { text: "Meu irmão vive pegando minhas caneleiras sem pedir e devolve cheias de lama.", language: "pt" },
  {
    text: "Semana boa no geral. Treinos firmes, escola tranquila e domingo ganhamos do rival. Amanhã vou sair com meus amigos.",
    language: "pt",
  },
  { text: "Passei na graduação de judô, agora sou faixa amarela!", language: "pt" },
  {
    text: "Surf de manhã cedo com o meu tio, as ondas estavam pequenas mas deu para apanhar umas boas.",
    language: "pt",
  },
  { text: "que calor no treino hoje, bebi uns três litros de água", language: "pt" },
];
