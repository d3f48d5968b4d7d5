/** Spanish cue words (normalised: lower case, no accents), Spain and Latin America. */
import type { CueWords } from "./cue";

export const es: CueWords = {
  selfInjury:
    /(me|te) (corto|corte|cortaba|he cortado|quemo|queme|he quemado|rasguno|arano|golpeo|pego) (\w+ )?(otra vez|de nuevo|los brazos|las munecas|las piernas|los muslos|la barriga|con)?|cortarme|me volvi a cortar|volvi a cortarme|quemarme|hacerme dano|me hago dano|me hice dano a proposito|autolesi\w*|cuchillas?|(cortes|cicatrices) en (los|las|mis) (brazos|munecas|piernas|muslos)|castigarme|recai|sangrar a proposito|me (quemo|queme|corte|corto) (la|las|el|los) (muneca|munecas|brazos?|piernas?|muslos?)|con un mechero|(punetazos|golpes) contra la pared|me sangran los nudillos|hasta (que|q) me sangr\w*|me di golpes|me (pellizco|pellizque)( \w+){0,2} hasta sangrar|hasta sangrar/,
  implement: /cuchillas?|sacapuntas|mechero|tijeras|cuchillo|plancha del pelo/,
  suicide:
    /suicid\w*|matarme|me quiero matar|me voy a matar|quitarme la vida|acabar con (todo|mi vida)|terminar con (todo|mi vida)|acabar con esto de una vez|no estar vivo|desaparecer para siempre/,
  deathWish:
    /(quiero|queria|quisiera|me gustaria) (morir(me)?|estar muert[oa]|desaparecer|dejar de existir|no existir|no despertar)|ojala (estuviera|me muriera|no despertara|no existiera|desapareciera)|no quiero (vivir|seguir viviendo|estar aqui|despertar(me)?|existir)( mas)?|(dormir(me)?|dormir) y no despertar|mejor muert[oa]|no hay razon para vivir|no tengo razones para vivir|cansad[oa] de vivir|mejor no haber nacido/,
  lethalAct:
    /tirarme|me tiro|me voy a tirar|lanzarme|me (las|los) tomo (todas|todos)|tomarmelas todas|tomarme (todas|toda la caja)|sobredosis|ahorcarme|me ahorco|colgarme|pegarme un tiro|cortarme las venas|lo hago|hacerlo|estoy en (el puente|la azotea|las vias)/,
  lethalMeans:
    /(guardando|he guardado|tengo guardadas|guardadas|acumulando|juntando|junte|escondidas)( \w+){0,3} (pastillas|pildoras|medicinas|pastis)|(pastillas|pildoras|medicinas)( \w+){0,3} (guardadas|escondidas|en el cajon)|suficientes pastillas|cuantas pastillas|(el|un|ese) (puente|edificio|tejado|azotea|balcon)|(la )?via del tren|las vias|delante de un (tren|coche|camion|bus)|la cuerda|una cuerda|soga|la pistola|cuchillas|paracetamol|azotea|tejado|balcon|edificio|terraza de mi|(las )?pastillas de mi (abuela|madre|padre|abuelo|mama)/,
  when: /esta noche|manana|este finde|este fin de semana|el finde|(el )?(lunes|martes|miercoles|jueves|viernes|sabado|domingo)|despues (de la final|del partido|de la carrera|del torneo|del pesaje|de la competicion|de la liga)|cuando (acabe|termine) (la liga|la temporada|el torneo)|cuando (mis padres|todos) (se vayan|duerman|no esten)|ahora mismo|en \d+ min\w*|despues (del|de los) (campeonato|campeonatos|nacional)/,
  decided:
    /ya (lo )?(he|tengo) decidido|ya (lo )?decidi|ya se (como|cuando|donde)|tengo un plan|mi plan|lo voy a hacer|lo hago|todo acabara pronto|ya esta decidido|busque (como|cuantas)|estoy list[oa]|ya (se|mire|tengo claro) (cuando|donde|como|a que hora|desde donde)|subo y no bajo|lo unico que tengo claro|(ya )?busque cuant\w*|sera el momento|pienso hacerlo/,
  hopeless:
    /sin esperanza|no tiene sentido (nada|vivir|seguir|seguir asi|nada de esto)|nada tiene sentido|nada importa|para que (seguir|sirve todo|vivir|entreno)|(nadie|ninguno) (me echaria de menos|se daria cuenta|lo notaria|me extranaria)|(estarian|estaran|estarian todos) mejor sin mi|soy (una carga|un estorbo|un peso|un fracaso|inutil)|no aguanto mas|no puedo mas|ya no puedo (con|seguir)|no hay salida|sin salida|atrapad[oa]|cansad[oa] de (todo|luchar|intentarlo)|me siento vaci[oa]|me odio|no veo futuro|quiero que (todo|esto) pare|que todo (termine|se acabe)|nunca va a mejorar|quiero desaparecer|(seria|estarian) (mejor|mas felices) si (yo )?no (estuviera|existiera)|una decepcion para todos|perdon por ser (una decepcion|un estorbo|una carga)|gracias por aguantarme|si (yo )?no (estuviera|existiera)|solo les cuesto|no (tendran|van a tener) que preocuparse por mi|solo estorbo/,
  farewell:
    /carta de despedida|(escribi|he escrito|deje) (una |mi |las )?(carta|cartas|nota)|lo ultimo que escribo|mi ultimo mensaje|perdon por (todo|ser una decepcion)|decile?s? que (los|las) quiero|despedirme|me despido|cuando ya no este|no me vais a ver mas|no me van a ver mas|no fue culpa (suya|de nadie|vuestra)|(que )?me perdonen por todo|cuanto (las|los) quiero|no (os|se) preocupe(i)?s si (no contesto|ya no respondo)|por si no nos (vemos|volvemos a ver)/,
  lastMessage: /lo ultimo que escribo|mi ultimo mensaje|me despido|despedirme/,
  thanks: /gracias por todo/,
  givingAway:
    /(regale|regalando|he regalado|voy a regalar|le he dado|le di|he dado) (\w+ ){0,3}(mis|todas mis|mi) \w+|cuida(d)? (a|de) mi (perro|gato|hermana|hermano)|borre (todas )?mis (cuentas|redes)/,
  noNeed: /ya no (las|los|lo|la) (voy a )?necesitar|no (voy a )?estar (mucho tiempo|mas|por aqui)/,
  hideMarks:
    /(escondo|esconder|escondiendo|tapo|tapar|tapando|cubro|cubrir) (las |mis )?(marcas|cicatrices|cortes|brazos|munecas|piernas|heridas|quemaduras)|(manga larga|sudadera|munequeras?|pulseras?|mallas largas) (para )?(taparlo|tapar|esconder|que no se vea)|marcas en (los|mis) (brazos|munecas|piernas|muslos)|(nadie|el entrenador) (puede|pueda) ver(las|los)?|sangre en las sabanas|(nadie|los demas|las demas|el mister)( \w+){0,4} (vea|vean|pregunte|pregunten) (por )?(mis|las) (brazos|munecas|marcas|piernas|cicatrices)|(manga larga|sudadera)( \w+){0,5} (aunque|con|incluso) (haga )?(calor|\d\d grados)|(manga larga|mallas)( \w+){0,5} (incluso|hasta) en (junio|julio|agosto|verano)|para que (no se vea|no (lo )?vean|el entrenador no vea)/,
  purge:
    /(me )?provoco el vomito|provocarme el vomito|(me hago|hacerme) vomitar|me meto los dedos|dedos en la garganta|vomit(o|ar|e) (despues de|tras) (comer|cada comida|la cena|la comida)|vomitar a proposito|purg\w*|laxantes?|diureticos?|pastillas para adelgazar|quemagrasas|bulimi\w*|anorexi\w*|trastorno alimentari\w*|mastico y escupo|pastillas (para|pa) (mear|orinar)|(la |una )?['"]?limpieza['"]? (otra vez|de nuevo)|(provoque|provoco|provocarme) el vomito|(bano|servicio)( \w+){0,3} (justo )?despues de (comer|la comida|cada comida)/,
  vomit: /vomit\w*|devolver|devolvi|echarlo todo|echar la comida|sacarlo/,
  food: /comer|comida|comidas|comi|cena|almuerzo|desayuno|merienda|calorias|kcal|pizza|tarta|chocolate|pan/,
  restrict:
    /no (he )?(comido|como|comi) (nada|en|desde|casi nada|bien)|sin comer|dejo de comer|deje de comer|(me salto|saltarme|me salte|saltandome) (las )?(comidas|el desayuno|la comida|la cena|comidas)|(mato|matarme) de hambre|ayuno de (\d+|dos|tres) dias|(solo|solamente) (como|comi|he comido|tomo) (una |un |media )?(manzana|fruta|platano|yogur|ensalada|cafe|agua|chicle)|(menos de|solo) \d{3} (calorias|kcal)|\d{3} (calorias|kcal) al dia|a base de agua|dias sin comer|miedo a (comer|la comida|engordar)|cuento (cada|todas las) calorias|(no pasar de|menos de|maximo) [3-9]\d\d|para no tener hambre|me peso( \w+){0,2} (\d+|seis|siete|diez|varias|muchas) veces|si (la bascula|el peso) sube|finjo (que )?(como|comer)|(cree|creen) (que )?como (en|fuera)|(tiro|escondo) la comida|sin cenar|(\d+|dos|tres) semanas sin (cenar|comer|desayunar)|(le )?(dije|digo|dice|creen|cree|piensa) (que|q) (ya )?(he|ha|habia|hemos)? ?(comido|cenado|desayunado)|ya no come con nosotr[oa]s|dice que ya ha comido|a base de (cafe|agua)|le digo que ya comi|en el club que como|(tiro|tira|escondo|esconde) (el|la|los|las) (comida|bocadillo|bocata|almuerzo|merienda)/,
  bodyHate:
    /(estoy|me veo|me siento|soy) (muy |tan |demasiado )?(gord[oa]|asqueros[oa]|enorme|una vaca|una foca)|odio (mi cuerpo|mis piernas|mis muslos|mi barriga|verme|como me veo)|me doy asco|me da asco mi cuerpo|asco de mi (cuerpo|misma|mismo)|tengo que (estar|ser) mas (delgad[oa]|flac[oa])/,
  weight:
    /pesaje|pesarme|me peso|dar el peso|hacer el peso|dar la categoria|bajar (de )?(peso|\d+ ?kilos?|categoria)|perder (peso|\d+ ?kilos?)|\d+(\.\d)? ?(kilos?|kg)|bascula|peso|categoria de peso|mas delgad[oa]|mas flac[oa]|[-]\d\d ?(kg)?|(lo bastante|suficientemente) ligera|demasiado pesad[oa]/,
  dehydrate:
    /(sin|no) (beber|tomar) (agua|nada|liquidos)|dejar de beber|(no|ni) bebo|deje de beber|chubasquero|traje de sauna|bolsas de basura|plasticos?|sauna|escupir|escupiendo|sudar (el peso|los kilos)|deshidrat\w*|diureticos?|corte de agua/,
  periodStop:
    /no me (baja|viene|ha bajado|ha venido) la regla|(se me ha ido|perdi|he perdido) la regla|la regla (no me viene|desaparecio)|sin regla (desde|hace)|no tengo la regla|amenorr\w*|no le (baja|viene) la regla/,
  compensate:
    /(quemar|quemarlo|quemo) (lo que (he )?comido|las calorias|la comida)|para (quemarlo|compensar)|compensar (lo que comi|la comida)|(correr|entrenar) (mas )?(para|por) (compensar|haber comido)|me lo tengo que ganar|castigarme por comer|atracon\w*|voy a compensar|compensar con/,
  extraExercise:
    /(\d+|una|dos) horas? extra|(extra|mas) de cinta|a escondidas|\d+ (abdominales|burpees|flexiones)/,
  nutritionist: /nutricionista|dietista|es peligroso/,
  adult:
    /entrenador(a)?|el mister|mister|profe|profesor(a)?|preparador(a)?|fisio|fisioterapeuta|medico|masajista|delegado|monitor(a)?|arbitro|chofer|conductor|mi (padre|madre|padrastro|madrastra|tio|tia|abuelo|primo)|el novio de mi madre|(un|el) (hombre|senor|tio) (mayor)?|un adulto|los adultos|un jugador mayor|tiene \d\d anos/,
  sexual:
    /me (manosea|manoseo|agarra el culo)|tocarme|me ha tocado|sus manos (en|por|debajo de) mi|me toco (ahi|donde no debe|las partes|el pecho|el culo)|(partes|zonas) intimas|sexual(es|mente)?|violacion|violo|me violo|abus(o|aron|o de mi) sexual\w*|abuso de mi|desnud(arme|ar|a|o) (delante de|con) el|me hizo (desnudarme|tocarle|ver)|en su cama|masajes? (por|entre|en) (las piernas|los muslos|la entrepierna|zonas)|inapropiad\w*|acostarme con el|(pidio|pide|ha pedido|quiere)( \w+){0,3} fotos?( \w+){0,2} en (banador|bikini|ropa interior|bragas|sujetador)/,
  touch:
    /me (toca|toco|tocaba|tocan|besa|beso|besaba|acaricia|acaricio)( \w+){0,2} (ahi|donde|por|las piernas|los muslos|el pecho|el culo|la pierna|el muslo|el cuerpo|sin|en el vestuario|cuando|mucho|siempre)|me (besa|beso|besaba)|me toco (los pechos|las tetas|el culo|mis partes)|me (metio|puso|meti) la mano (por debajo|dentro|debajo|en)/,
  secret:
    /nuestro (pequeno )?secreto|(que|lo) (sea|mantenga) (un |en )?secreto|entre (nosotros|tu y yo)|no (se lo )?(digas|cuentes|diga|cuente) a nadie|no (se lo )?(digas|cuentes) a tus (padres|viejos)|me dijo que no (se lo )?(dijera|contara)|nadie puede saber(lo)?|borra(r)? (los|nuestros) (mensajes|chats)|(no|que no) (se lo )?(cuente|cuentes|diga|digas|mencione)( nada)? (a|con) (mi|tu|mis|tus) (madre|padre|padres|vieja|viejo)|(pide|pidio) (que )?(lo )?borr\w*|si hablo|secreto nuestro|cosa nuestra|si lo cuento|nadie me va a creer/,
  grooming:
    /me (escribe|manda mensajes|llama|habla) (por la noche|de madrugada|a las \d|todas las noches|por privado|por insta|por snap)|de madrugada|me (compra|regala|da|manda) (regalos|dinero|ropa|un movil|cosas|botas)|regalos|soy su (favorit[oa]|preferid[oa])|(su|mi) (chica|chico) (especial|favorit[oa])|relacion especial|madur[oa] para mi edad|a solas con (el|ella)|(en|a) su (coche|casa|piso|habitacion|despacho)|me lleva a casa|dormir en su casa|entrenamientos? (privados?|a solas|extra a solas)|me dice que soy (guapa|guapo|sexy|preciosa)|quedar (a solas|los dos solos)|me agrego en (insta|snap)|comenta mis fotos|(dormir|duerma|quedarme) en su casa|solo nosotros dos|(los|nosotros) dos solos|comparte (la|su) habitacion conmigo|(dice|diciendo) que soy especial|me deja (la )?(ultima|ultimo)|fotos en (banador|bikini|ropa interior)|en su casa|sin mis padres|(toma|coge) otro camino/,
  uneasy:
    /(raro|rara|incomod[oa]|mal rollo|asco|no esta bien|extrano)|me (hace sentir|siento) (rar[oa]|incomod[oa]|mal)|me mira (raro|de una forma|asi)|me da (mal rollo|asco|miedo|grima)|me da cosa|es normal\?/,
  violence:
    /me (pega|pegan|golpea|golpean|da palizas|dan palizas|abofetea|ahorca|estrangula)|me da (bofetadas|golpes|cachetadas)|me (tira|tiro|lanza) cosas|con el cinturon|me (encierra|encierran|echa de casa)|mi (padre|madre|padrastro|tio) me (pega|golpea|hace dano)/,
  struck:
    /me (pego|golpeo|empujo|dio una bofetada|dio un punetazo|dio una patada|agarro del|tiro contra|estampo)|moratones (de|por|que me)|me (dejo|deja) (marcas|moratones)|me hizo dano|me (pega|golpea|empuja|tira del pelo|jala del pelo)|moratones en (la espalda|los brazos)/,
  fearHome:
    /miedo (de|a) (volver|ir) a casa|no quiero (volver|ir) a casa|(le tengo )?miedo (a mi|de mi) (padre|madre|padrastro|tio|entrenador)|le tengo miedo|cuando bebe|cuando esta borracho|me escondo en mi cuarto|(prefiero )?no volver a casa|como se pone mi (vieja|viejo|madre|padre)|prefiero quedarme (en|aqui)|cuando mi (papa|padre|padrastro) (toma|bebe)|se pone feo/,
  peers:
    /companer[oa]s?|(las|los) (mayores|veteran[oa]s|de mi equipo|del equipo|chicas|chicos|demas)|el equipo|todo el equipo|el grupo|ellos|ellas|los veteranos|las veteranas|los de (segundo|tercero)|las de (segundo|tercero)|los mayores|los mayores|mis compis/,
  bullying:
    /me (pegaron|dieron una paliza|acorralaron|sujetaron|insultan|llaman gord[oa]|humillan|ignoran|excluyen|graban|grabaron|escupen|empujan|amenazan|amenazaron)|se rien de (mi|mi cuerpo)|acoso|me acosan|bullying|humillac\w*|me hacen la vida imposible|nadie me habla|no me pasan/,
  hazing: /novatadas?|bautizo (de|del) (novat|equipo|los nuevos)/,
  initiation:
    /iniciacion|novat[oa]s|los nuevos|las nuevas|(los|las) de primer ano|tradicion|ritual|bienvenida|bautizo|(eramos|era) (nuev[oa]s?)|rito|(el )?pasillo|los nuevos del equipo|bienvenida|lo del viernes|del equipo de verdad/,
  forced:
    /nos (obligaron|obligan|hicieron|hacen|forzaron) (a|hacer)|me (obligaron|obligan|hicieron|forzaron) a|si no (lo haciamos|lo hacia|queriamos)|no nos dejaban (irnos|parar|salir)|no (podia|podiamos) decir que no|sin opcion|si (dices|decis|digo) que no|si no (voy|vas|vamos)|fuera del (equipo|grupo)|(me|nos) dejan fuera|si (o|y) si|(no|nada) (contar|decir)( nada)? (a los entrenadores|al mister|a nadie)|nos quitaron los moviles|ni se nos ocurra (decir|contar)\w*|(dicen que )?es voluntario,? pero|si te niegas|si no lo hace|le hacen la vida imposible|(me|nos) echan del equipo|(que )?no le diga nada (al mister|a mi madre|al entrenador)|ni le diga a mi madre/,
  obliged: /tuvimos que|tenia que|teniamos que|tienen que|hay que/,
  hazeAct:
    /beber (hasta|una botella|toda la botella|chupitos)|(una botella|chupitos) (entera|de golpe|hasta)|desnud\w*|en ropa interior|en calzoncillos|nos (pegaron|azotaron|golpearon)|(cinturonazos|collejas|azotes)|nos (raparon|afeitaron)|cinta americana|nos (ataron|grabaron)|comer (pienso|comida de perro|algo asqueroso|cosas asquerosas)|arrastrarnos|humillac\w*|dormir (fuera|en la calle)|nos (mearon|orinaron)|vendaron los ojos|nos despertaron|no (nos )?dejaron dormir|(acabo|termino) en el hospital|toallas mojadas|flexiones|collejas|patadas|tragarnos|en urgencias|sin dormir|hacer de criado|limpiarles las botas|nos (rapan|pelan|raparon)|no (nos )?dejan dormir|desnudarnos|hacer lo que (digan|nos digan)/,
  dread: /miedo|me da panico|no quiero volver|nadie habla de (lo que paso|eso)|(lo )?prometimos|me toca a mi/,
  aftermath: /(todavia )?tengo (los )?moratones|no duermo|me duelen las costillas/,
  hazePrep: /ropa (que pueda|que podamos|vieja)|no (le )?diga(s)? nada al (mister|entrenador)/,
  funOnly:
    /(solo|nada mas) (juegos|pizza|risas)|muy divertido|trivial|quiz|karaoke|gincana|cantaba en el bus|cantar en el bus|nadie fue obligado|nos partimos de risa|quitaron|en lugar de|sin novatadas|cena|karaoke|voluntario|benefic\w*|cancer/,
  images:
    /nudes?|fotos? (desnud[oa]s?|intimas|mias|en ropa interior|hot|subidas de tono)|(videos?|video) (intimos?|mios?|de mi|desnud[oa])|(mis|las|esas) (fotos|videos)|(foto|video) que (le )?(mande|envie|pase)|(mande|envie|pase) (algo|una cosa|eso)( \w+){0,3} (que no debia|q no debia|de lo que me arrepiento)|(mi|una) nude|una foto mia|lo que le (mande|envie)|fotos? (sin camiseta|en la ducha|cambiandome)|un (montaje|fake)|(tiene|tienen) (algo|'algo'|fotos|una foto) (mio|mia|de mi)|fotos sin ropa|(fotos|foto)( \w+){0,4} y (luego|despues) sin|videollamada|(hice|he hecho) una (boludez|tonteria|estupidez)|(el|un) video que (le )?mande|tiene ['"]?algo['"]? mio|lo (que )?(le )?mande|lo de aquella noche|tiene algo mio|(fotos|la foto) en (ropa interior|bikini)|la que ya le mande/,
  threatShare:
    /(mandarlas|enviarlas|pasarlas|publicarlas|subirlas|difundirlas|ensenarlas|compartirlas|mandarselas|pasarselas|mandarselo|publicarlo) a (todos|todo el mundo|mis (padres|amigos|seguidores|contactos)|mi (familia|colegio|instituto|equipo|club|entrenador))|(publicar|subir|difundir|mandar|pasar|compartir) (mis|las) (fotos|videos)|si no (le )?(pago|mando|envio|paso|doy)|que le pague|(pagar|pague|pago) (\d+|dinero|euros|dolares)|tarjetas? regalo|bitcoin|chantaje\w*|sextorsion|me (amenaza|amenazo|amenazan)|amenaz\w* con|arruinarme la vida|(subieron|subio|filtro|filtraron|pasaron) (mi|la|una|las)|circulando|la ha visto todo el mundo|(ya )?sabe a quien mandar\w*|si no (hago|le mando|le envio)|arruinar(me)? la vida|le debo|\d+ ?(euros?|€|dolares|pesos)|hasta el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|(si|cuando) (esto|eso) sale|todos van a ver|le contara a todo|(pedir(me)?|pide|piden|quiere) (plata|dinero|pasta)|se filtro|lo tiene todo el grupo|otras cuentas|hasta las \d+|depende de mi|si me porto bien|seria una pena|sabes lo que|mejor que no vean|publica la que/,
  pressureSend:
    /(me pide|me pidio|me piden|insiste|me presiona|me insiste) (en que le mande|que le mande|mas fotos|fotos|nudes|que mande)|quiere que le (mande|envie|pase) (mas|fotos|nudes|algo)|(mandar|enviar) (mas|otra|una mas)|(me esta pidiendo|me pide|me pidio) ['"]?una mas|exigiendo|no para de escribirme|presionarme para que le mande/,
  headKnock:
    /(golpe|golpazo|choque|cabezazo|codazo|rodillazo|patada|punetazo|balonazo|pelotazo) (en|a|contra) (la cabeza|la cara|la sien)|(me )?(golpee|di|pegue) (en|con) la cabeza|choque de cabezas|conmocion( cerebral)?|contusion|quede (inconsciente|k\.?o|grogui)|me (noquearon|dejaron ko)|perdi el conocimiento|vi las estrellas|(cai|aterrice) de cabeza|me (rompi|abri) la cabeza|(desde|despues de) el (golpe|choque|cabezazo|sabado|partido)|me dieron un crochet|desde (mi|la) caida|cabezazo|(golpe|rodillazo|codazo|cabezazo)( \w+)? (en|a|contra) (la cabeza|la sien|la cara)/,
  neuro:
    /dolor de cabeza|me duele (mucho )?la cabeza|cefalea|mare(o|ado|ada|os|ando)|vista borrosa|borros\w*|veo doble|confus\w*|(no me acuerdo|no recuerdo|no puedo pensar|no me concentro|no consigo concentrarme)|memoria|(ganas de vomitar|vomite|he vomitado|vomitando|nauseas)|me molesta la luz|zumbido|aturdid[oa]|no (me siento|soy) yo|somnolient[oa]|(como )?en una nube|me cuesta encontrar las palabras|me (lio|lie) con las palabras|lo veo todo borroso|sin saber (donde|quien)|no sabia donde estaba|una y otra vez|vomit\w*/,
  memory: /no (me acuerdo|recuerdo)|olvido/,
  cardiacStrong:
    /dolor (en el|de) pecho|me duele (mucho )?el pecho|presion en el pecho|pecho (apretado|oprimido)|(me desmaye|desmayo|desmayarme|me desmayo|me desplome|perdi el conocimiento|me caí redond[oa])|(el corazon|corazon) (se salta|salta latidos|irregular|me falla|se para|se paro)|arritmi\w*|palpitaciones|infarto|muerte subita|paro cardiaco|murio de (repente|un infarto)|me cai redonda|me cai redondo|deje de sudar|golpe de calor|piel (caliente y seca|seca y caliente)|se me (sale|salta) el corazon/,
  cardiacWeak:
    /(el )?corazon (a mil|acelerado|muy rapido|desbocado|me iba a mil|latiendo fuerte|me late muy fuerte)|(sin|falta de) aire|no podia respirar|casi me desmayo|(se me nublo|se me puso negra|se me fue) la vista|(mareado|mareada) y|me senti (debil|fatal)|brazo (dormido|izquierdo)|(el )?pulso rarisimo|se salta latidos|en mi familia (hubo|ha habido) (un caso|casos|muerte)|(el )?corazon se me va|me cuesta respirar|me va a mil|no baja aunque pare/,
  exertion:
    /corriendo|correr|carrera|sprint\w*|series|entreno|entrenamiento|partido|calentamiento|en reposo|sentad[oa]|en la cama|ejercicio|calor|durante|despues de|nado|nadar|subida/,
  playOn:
    /(segui|siguiera|seguir) (jugando|corriendo|combatiendo|peleando)|me (dijo|dijeron|mandaron) (que siguiera|que me levantara|volver a)|(volvi|volver) al (campo|partido|tatami|ring|juego)|(no|nadie) me (vio|revisaron|miro) (el medico|un medico|nadie)|termine el (partido|combate|encuentro)|quieren (que|q) entrene( otra vez)?|(el|la) (tecnico|entrenador[a]?) (dijo|dice) (que|q) era (cuento|exagerar)/,
  cleared:
    /(protocolo|preguntas del protocolo)( \w+){0,3}|todo correcto|todo bien|primeros auxilios|desfibrilador|(electro(cardiograma)?)( \w+){0,6} normal|que (debo|tengo que) avisar/,
  pedDrug:
    /esteroides?|anabolizantes?|anabolic\w*|\bepo\b|hormona del crecimiento|testosterona|sarms?|clembuterol|clen|trembolona|nandrolona|dianabol|winstrol|estanozolol|meldonium|peptidos|dopaje de sangre|transfusion|ciclo de (testo|esteroides)|estimulantes|anfetaminas?|hormona (de|del) crecimiento|testo|ritalin|efedrina|anavar/,
  offer:
    /(me )?(ofrecio|ofrecieron|ofrece|ofrecen|vendio|vende)|me (dio|dieron|consiguio|pasaron|paso|pasa)|un (tio|tipo|chico|colega) (del|de mi) (gimnasio|gym|club)|(el )?(entrenador|preparador|fisio|medico) me (dio|da|inyecto|pincho)|sin (etiqueta|nombre|marca)|dice que (es seguro|es legal|es natural|son vitaminas|no se detecta)|prueba esto|todos (lo toman|se pinchan)|(el )?(preparador|entrenador|medico|fisio)( \w+){0,2} (me )?(quiere|quiso) (pinchar|dar)|me ha pasado|sin nada escrito/,
  injection: /inyecc\w*|inyect\w*|pinchazos?|pincharme|me pincho|me pinchan|agujas?|jeringuillas?|jeringas?/,
  pills: /pastillas?|pildoras?|capsulas?|polvos?|algo|cosas|frasco|viales?|vitaminas|bote/,
  testDodge:
    /(no )?(sale|salga|aparece|detecta\w*) en (los )?(controles|el control|analisis|test)|(pasar|enganar|evitar|saltarme|esquivar) (el|los) (control|controles|test)( antidopaje| antidoping)?|limpiar (el|mi) (cuerpo|organismo)|enmascar\w*|esconderme de los (controles|inspectores)|orina de otro|suplemento contaminado|no se detecta|(si|cuando) te pillan|no abrir la puerta|tapa(r)? lo otro|enmascar\w*|cuanto menos (hable|hables|digas)|cuanto (tiempo|tarda)( \w+){0,8} (orina|sangre|cuerpo)|que no sale|no declarar/,
  tester:
    /(los del )?control antidopaje|los del control|inspectores|(si )?viene el control|(hacerme|hacer) el control|vienen a hacerme/,
  evade:
    /(me|nos) escondi\w*|decir que (estamos|estoy) (enfermos?|lesionad[oa]s?)|no (estar|abrir)|dejar(lo)? (\w+ ){0,2}dias antes|(que )?me esconda|diga que estoy malo|digo que estoy (enfermo|malo)|no abro la puerta/,
  enhance:
    /(ponerme|estar|ser|ir) (mas )?(fuerte|grande|rapid[oa]|mazad[oa]|cachas)|mas (fuerte|grande|rapid[oa]|musculo)|recuperar (mas rapido|antes)|rendimiento|ganar (musculo|masa|fuerza|velocidad)|volumen|rendir mas|dar el salto|entrar en el equipo|(para|pa) (la )?recuper\w*|pegue el estiron/,
  dopingTalk:
    /(charla|clase|curso|taller|formacion|leccion|video|documental) (de|sobre|antidopaje|antidoping) ?(dopaje|doping|antidopaje|esteroides|epo|sustancias)?|nos (explicaron|ensenaron|hablaron) (sobre|de) (el )?(dopaje|doping|esteroides)|control antidopaje (rutinario|sorpresa) (y|todo)|nos han explicado|en (quimica|clase|biologia)|(comprobe|revise|mire)( \w+){0,4} lista de (prohibidas|sustancias prohibidas)/,
  substance:
    /borrach\w*|pedo|ciego|ciega|alcohol|vodka|ron|whisky|cervezas?|cubatas?|chupitos|botellon|(una botella|media botella)|porros?|maria|marihuana|hierba|canuto|fumad[oa]|colocad[oa]|fumar|fumo|vapear|vapeo|vaper|pod|nicotina|pastillas|tranquilizantes|ansioliticos|orfidal|lexatin|valium|trankimazin|xanax|codeina|lean|somniferos|popper|ansioliticos|(tomar|bebo|beber) algo|latas|bebe a escondidas|ciego|botellas vacias/,
  hardDrug:
    /cocaina|(?<!(un|una|le|el) )coca(?! ?cola)|farlopa|perico|ketamina|keta|mdma|extasis|pastis|heroina|lsd|tripis|cristal|fentanilo|esnif\w*|me meto una raya|meterme una raya|una raya (de|antes)/,
  cope: /para (olvidar|dormir|calmarme|relajarme|aguantar|no pensar|sentir(me)? (bien|nada|normal)|desconectar|soportar|poder dormir|afrontar)|(cada|todas las|todos los) (dia|dias|noche|noches|finde|findes|manana|mananas)|antes (de|del|de los|de cada) (clase|entreno|entrenamiento|partido|partidos|carrera|competicion|combate|instituto|colegio)|no (puedo|consigo) (parar|dormir sin|dejarlo|pasar un dia sin)|lo necesito|(sol[oa]|a solas) en|no me acuerdo de (anoche|nada)|cada vez mas|se me va de las manos|enganchad[oa]|adict[oa]|(lo|las) escondo|una botella entera|por las mananas|(para|pa) (poder )?(dormir|estar a tope)|ya no se (jugar|competir|entrenar) sin|(antes|la noche antes) de (competir|los partidos|jugar)|a tope|solo me siento (normal|bien|yo) cuando|lo unico que me calma|sin parar|sin estar (ciego|pedo|borracho|fumado)|olvidar(me de)? todo|calmar los nervios|para los nervios/,
  euphemism: /'(mi |un |una |algo )?[a-z]+( [a-z]+)?'|mi ayudita/,
  dependence: /sin (eso|ello|eso no)|tiemblo|me tiemblan|no puedo sin/,
};
