/** Portuguese cue words, Brazil and Portugal (normalised: lower case, no accents). */
import type { CueWords } from "./cue";

export const pt: CueWords = {
  selfInjury:
    /me (cortei|corto|cortar|cortando|queimei|queimo|queimar|arranhei|arranho|machuquei|machuco|machucar|bati|bato) (\w+ )?(de novo|outra vez|os bracos|os pulsos|as pernas|as coxas|com)?|me cortar|me machucar de proposito|me ferir|auto ?mutila\w*|autolesao|automutilacao|lamina\w*|gilete|(cortes|cicatrizes) (nos|nas|em meus|em minhas) (bracos|pulsos|pernas|coxas)|me punir|recai|sangrar de proposito|(queimei|cortei) (o|os|a|as|meu|meus) (pulsos?|bracos?|pernas?|coxas?)|com (o|um) isqueiro|(soco|socos|murro|murros) na parede|ate sangrar/,
  implement: /laminas?|gilete|apontador|isqueiro|chapinha|tesoura|faca/,
  suicide:
    /suicid\w*|(?<!vai )me matar|tirar (a )?minha (propria )?vida|acabar com (tudo|a minha vida|minha vida)|por fim a (tudo|minha vida)|nao estar (mais )?viv[oa]|sumir para sempre|sumir pra sempre|me suicidar/,
  deathWish:
    /(quero|queria|gostaria de|vontade de) (morrer|estar mort[oa]|sumir|desaparecer|deixar de existir|nao existir|nao acordar( mais)?)|queria (estar mort[oa]|nunca ter nascido)|(nao quero|nao queria) (mais )?(viver|estar aqui|existir|acordar)( mais)?|dormir e nao acordar( mais)?|melhor mort[oa]|nenhum motivo (pra|para) viver|cansad[oa] de viver/,
  lethalAct:
    /pular|pulo|vou pular|me jogar|me atirar|atiro me|me atiro|tomar todos|tomo todos|tomar (a caixa|tudo)|overdose|me enforcar|me afogar|me dar um tiro|cortar os pulsos|fazer isso|vou fazer|(to|estou) na (ponte|beira)/,
  lethalMeans:
    /(guardando|guardei|juntando|juntei|acumulando|escondendo|escondi|separei|separado)( \w+){0,3} (remedios|comprimidos|pilulas|calmantes|caixa)|(remedios|comprimidos|pilulas)( \w+){0,3} (guardados|escondidos|na gaveta)|remedios suficientes|quanto remedio|quantos (comprimidos|remedios)|(o|a|um|uma|esse|essa) (ponte|predio|telhado|varanda|viaduto|sacada)|(linha|trilhos) do trem|na frente do (trem|onibus|carro|metro)|uma corda|a corda|a arma|laminas|giletes|paracetamol|varanda|predio|telhado|viaduto|sacada|ponte|(os )?(remedios|comprimidos) da minha (avo|mae)/,
  when: /hoje a noite|hoje de noite|amanha|esse fim de semana|neste fim de semana|(na |no )?(segunda|terca|quarta|quinta|sexta|sabado|domingo)|depois (da final|do jogo|da corrida|do torneio|da pesagem|da competicao|do campeonato)|quando (meus pais|todos) (sairem|dormirem|estiverem fora)|agora|em \d+ min\w*|depois do (campeonato|nacional)/,
  decided:
    /ja decidi|ta decidido|esta decidido|ja sei (como|quando|onde)|tenho um plano|meu plano|vou fazer isso|logo vai acabar|ja escolhi|pesquisei (quanto|como)|ja separei|vai ser (depois|na|no|sexta|sabado|domingo|amanha|hoje)|ja sei (quando|onde|como)|vai ser a hora|penso (em )?fazer isso/,
  hopeless:
    /sem esperanca|nada (faz|tem) sentido|nao (faz|tem) sentido (nada|viver|continuar)|pra que (continuar|viver|serve)|nada importa|(ninguem|nenhum) (ia|iria|vai) (sentir (minha|a minha) falta|perceber|notar)|(estariam|ficariam|iam ficar) melhor sem mim|melhor sem mim|sou (um peso|um fardo|uma decepcao|inutil|um fracasso)|eu so atrapalho|nao aguento mais|nao consigo mais|sem saida|nao tem saida|cansad[oa] de (tudo|lutar|tentar)|me sinto vazi[oa]|me odeio|sem futuro|quero que (tudo|isso) pare|nunca vai melhorar|quero sumir|quero desaparecer|(seria|ficariam) melhor se eu nao (estivesse|existisse)|uma decepcao pra todo mundo|desculpa por ter sido uma decepcao|sou (so )?um peso|nem ganho nada|nao vao (mais )?precisar se preocupar comigo/,
  farewell:
    /carta de despedida|(escrevi|deixei) (uma |as |umas )?(carta|cartas|bilhete)|(provavelmente )?(minha )?ultima mensagem|desculpa por (tudo|ter sido)|diz (pra|para) (eles|elas|todos) que (eu )?(amo|gosto)|me despedir|quando eu nao estiver mais|voces nao vao me ver mais|nao foi culpa (deles|de ninguem|sua)|nao se preocupem se eu nao (responder|aparecer)|caso a gente nao se veja mais/,
  lastMessage: /(provavelmente )?(minha )?ultima mensagem|me despedir/,
  thanks: /obrigad[oa] por tudo/,
  givingAway:
    /(dei|dando|vou dar|doei) (\w+ ){0,3}(minhas|todas as minhas|meus|minha|meu) (coisas|chuteiras?|tenis|medalhas|roupas|bicicleta|bike|camisa|raquete)|cuida(m)? do meu (cachorro|gato|irmao)|apaguei (todas )?as minhas contas|apaguei minhas contas/,
  noNeed:
    /nao vou (mais )?precisar( delas| deles| disso)?|nao vou (estar|ficar) (aqui|por aqui) (por muito tempo|mais)/,
  hideMarks:
    /(esconder|escondo|escondendo|cobrir|cubro|tapar|tapo) (as |os |minhas |meus )?(marcas|cicatrizes|cortes|bracos|pulsos|coxas|queimaduras)|(manga comprida|moletom|munhequeiras?|pulseiras?|legging|fita) (pra|para) (esconder|cobrir|ninguem ver)|marcas nos (bracos|pulsos|pernas|coxas)|(pra|para) ninguem ver|sangue no lencol|(ninguem|as meninas|os outros)( \w+){0,4} (veja|vejam|pergunte) (meus|os|as|minhas) (bracos|pulsos|marcas|coxas|cicatrizes)|(manga comprida|moletom|casaco)( \w+){0,5} (mesmo|ate) (no|com) (calor|sol|\d\d graus)|(manga comprida|legging)( \w+){0,5} (mesmo|ate) em (junho|julho|agosto|dezembro|janeiro)/,
  purge:
    /(me )?(forco|forcar|forcei) (o )?vomito|(provoco|provocar|provoquei) (o )?vomito|(dedo|dedos) na garganta|vomit(o|ar|ei) (depois de|apos) (comer|cada refeicao|o jantar|o almoco)|vomitar de proposito|purga\w*|laxantes?|diureticos?|remedios? (pra|para) emagrecer|inibidor(es)? de apetite|termogenicos?|bulimi\w*|anorexi\w*|transtorno alimentar|mastigo e cuspo|(banheiro|casa de banho)( \w+){0,4} (logo )?(depois|a seguir) (do|ao|de) (almoco|comer|jantar)|comprimidos (pra|para) emagrecer/,
  vomit: /vomit\w*|botar (tudo )?pra fora|colocar pra fora|por pra fora/,
  food: /comer|comi|comida|refeic\w*|jantar|almoco|cafe da manha|pequeno[- ]almoco|lanche|calorias|kcal|pizza|bolo|chocolate/,
  restrict:
    /(nao|mal) (como|comi|tenho comido|estou comendo)( nada| direito| ha| desde)?|sem comer|parei de comer|(pulo|pular|pulei|pulando) (as )?(refeicoes|o cafe|o almoco|o jantar|refeicao)|passar fome|passando fome|jejum de (\d+|dois|tres) dias|(so|apenas) (como|comi|tomo) (uma |um |meia )?(maca|banana|iogurte|salada|cafe|agua|chiclete|bolacha)|(menos de|so) \d{3} (calorias|kcal)|\d{3} (calorias|kcal) por dia|dias sem comer|medo de (comer|engordar)|conto (cada|todas as) calorias?|(abaixo de|menos de|no maximo) [3-9]\d\d|(pra|para) (nao )?sentir fome|me peso( \w+){0,2} (\d+|seis|dez|varias) vezes|se a balanca (sobe|subir)|finjo (que )?como|(acha|acham) que eu como|jogo (tudo|a comida) (fora|no guardanapo)|(falei|disse|digo)( \w+){0,4} que (ja )?(jantei|comi|almocei)|(ja )?nao come (com a gente|connosco|conosco)|diz (sempre )?que ja comeu|(a comer|comendo) (so|apenas)|(so|apenas) (bebi|bebo|tomei|tomo) (cafe|agua|cha)/,
  bodyHate:
    /(estou|to|tou|me sinto|me acho|sou) (muito |tao |demais )?(gord[oa]|nojent[oa]|enorme|uma baleia|uma vaca)|odeio (meu corpo|minhas coxas|minha barriga|me ver|o espelho)|tenho nojo de mim|nojo do meu corpo|preciso (ser|ficar) mais (magr[oa]|sec[oa]|leve)/,
  weight:
    /pesagem|me pesar|me peso|bater (o )?peso|fazer (o )?peso|(perder|baixar|secar|cortar) (\d+ ?)?(quilos?|kg|peso)|\d+(,\d|\.\d)? ?(quilos?|kg)|balanca|peso|categoria|mais (magr[oa]|sec[oa]|leve)|[-]\d\d ?(kg)?|leve o suficiente|pesad[oa] demais/,
  dehydrate:
    /(sem|nao) (beber|tomar) (agua|nada|liquido)|parei de beber|(nao|nem) bebo|capa de chuva|roupa de (sauna|plastico)|sacos? de lixo|plastico|sauna|cuspir|cuspindo|suar (o peso|os quilos)|desidrat\w*|diureticos?/,
  periodStop:
    /(minha )?menstruacao (parou|sumiu|nao vem|nao desce|nao veio)|(nao|sem) menstruar|(nao|sem) (menstruo|menstruacao) (ha|desde)|perdi (a|minha) menstruacao|amenorr\w*/,
  compensate:
    /(queimar|queimo|gastar) (o que (eu )?comi|as calorias|a comida)|(pra|para) compensar|compensar (o que comi|a comida)|(correr|treinar) (mais )?(pra|para) compensar|tenho que merecer|me punir por (comer|ter comido)|compulsao|vou compensar/,
  extraExercise: /(\d+|uma|duas) horas? (a mais|extra)|\d+ (abdominais|flexoes|burpees)/,
  nutritionist: /nutricionista|e perigoso|derruba o rendimento/,
  adult:
    /treinador(a)?|tecnico|professor(a)?|prof|preparador(a)?|fisio|fisioterapeuta|medico|massagista|monitor(a)?|juiz|arbitro|motorista|meu (pai|padrasto|tio|avo|primo)|minha (mae|madrasta|tia)|namorado da minha mae|(um|o) (homem|cara|senhor|adulto)|um (jogador|atleta) mais velho|ele tem \d\d anos/,
  sexual:
    /me (toca|tocou|tocava|apalpa|apalpou|beija|beijou|beijava|passa a mao|passou a mao|alisa|alisou)|passar a mao em mim|me tocar|(as )?maos dele (em|por|debaixo|dentro)|(partes|areas) intimas|sexua(l|is|lmente)|estupr\w*|abus(o|ou) (de mim|sexual\w*)|abusou|(tirar a roupa|pelad[oa]|tomar banho) (na frente|com) (dele|ele)|me fez (tirar a roupa|tocar nele|ver)|na cama dele|massagem (nas|entre as) coxas|inapropriad\w*|transar com ele|(pediu|pede|quer)( \w+){0,3} fotos?( \w+){0,3} de (maio|biquini|calcinha|sutia|cueca)/,
  touch: /me (toca|tocou|tocava|tocando|beija|beijou|alisa|alisou)|fica me tocando|passa(ndo)? a mao em mim/,
  secret:
    /(nosso|um) (segredinho|segredo)|(guardar|manter) (em )?segredo|entre (nos|a gente|eu e voce)|(nao|nunca) (conta|contar|fala|falar|conte|diga) (pra|para) (ninguem|seus pais|tua mae)|me (pediu|disse) (pra|para) nao contar|ninguem pode saber|apagar (as|nossas) mensagens|(nao|pra nao|para nao) (falar|contar|dizer) (nada )?(pra|para|a) (minha|sua|tua|meus|seus) (mae|pai|pais)|(pede|pediu) (pra|para) apagar|se eu contar|segredo nosso|(nao|nunca) (\w+ )?(dizer|dizermos|contar|contarmos|falar) (a|pra|para) ninguem|coisa nossa/,
  grooming:
    /me (manda mensagem|manda mensagens|escreve|liga|chama) (de madrugada|a noite|tarde da noite|todas as noites|no privado|no insta|no direct|no zap)|de madrugada|me (compra|da|deu|manda|mandou) (presentes?|dinheiro|roupas?|um celular|coisas|chuteira)|presentes|sou (a|o) (preferid[oa]|favorit[oa]) dele|relacao especial|madura pra minha idade|madur[oa] para (a )?minha idade|sozinh[oa] com (ele|ela)|no (carro|quarto|escritorio|apartamento) dele|na casa dele|me leva (pra|para) casa|dormir na casa dele|treinos? (particulares?|sozinh[oa]s?|a sos)|(diz|fala) que (eu )?sou (linda|lindo|gostosa|gata)|(se )?encontrar (sozinhos|a sos)|me adicionou no (insta|snap)|(durma|dormir) na casa (dele|dela)|so nos dois|(divide|dividir) o quarto comigo|(dizendo|diz) que (eu )?sou especial|foto(s)? (minha )?de (maio|biquini|calcinha)|na sala dele sozinh[oa]|me chama (pra|para) (a )?sala dele|me (deu|da|comprou|compra|ofereceu|oferece) (um|uma|umas|uns) \w+|so nos os dois|ver videos|casa dele|na casa dele|sem (os )?meus pais|pega outro caminho/,
  uneasy:
    /(estranho|estranha|desconfortavel|esquisito|esquisita|nojo|nao (e|esta) certo|errado)|me (sinto|deixa) (estranh[oa]|desconfortavel|mal)|me olha (estranho|de um jeito|assim)|me da (nojo|medo|arrepio)|(e|eh) normal\?/,
  violence:
    /(ele|ela|meu pai|minha mae|meu padrasto) me (bate|espanca|da tapa|enforca|sufoca|chuta)|me (bate|espanca|esbofeteia) (quando|sempre|todo)|apanho (em casa|do meu|da minha|dele)|apanhar (em casa|do meu pai|da minha mae)|com o cinto|joga (coisas|as coisas) em mim|me (tranca|trancou|expulsa) de casa/,
  struck:
    /me (bateu|empurrou|deu um tapa|deu um soco|deu um chute|chutou|agarrou pelo|jogou contra|machucou)|roxos? (que ele|que ela|por causa dele)|hematomas? (que ele|dele|do meu)|me (bate|empurra|puxa pelo cabelo|puxa o cabelo)|(nodoas negras|roxos|hematomas) nas costas/,
  fearHome:
    /medo de (voltar|ir) (pra|para) casa|nao quero (voltar|ir) (pra|para) casa|medo (dele|dela|do meu pai|da minha mae|do meu padrasto|do treinador)|quando ele bebe|quando ele (ta|esta) bebado|me tranco no (meu )?quarto|prefiro nao (voltar|ir) (pra|para) casa|quando (o )?(meu )?(pai|padrasto) bebe|melhor eu nao estar por perto|assunto de familia/,
  peers:
    /companheir[oa]s?|colegas?( de time| de equipe)?|(os|as) (veteran[oa]s|mais velh[oa]s|outr[oa]s|meninas|meninos|caras)|o time|a equipe|o grupo|eles|elas|os veteranos|as veteranas|os mais velhos|(os )?caras mais velhos|o pessoal/,
  bullying:
    /me (bateram|espancaram|encurralaram|seguraram|xingam|xingaram|chamam de|humilham|ignoram|excluem|filmaram|filmam|cuspiram|empurram|ameacaram|ameacam|zoam|zoaram)|riem de (mim|meu corpo)|bullying|humilha\w*|ninguem fala comigo|fazem da minha vida um inferno|me zoam|(me )?(zoando|encurralando|batendo|xingando|ameacando)|me (trancaram|deram socos|bateram)|socos na barriga/,
  hazing: /trote|trotes|praxe|praxes/,
  initiation:
    /iniciacao|batismo|calour[oa]s?|novat[oa]s|(os|as) nov[oa]s|primeiro ano|tradicao|ritual|boas[- ]vindas|(eramos|era) nov[oa]s?|calouro|trote|viagem de batismo|o ritual|coisa de novato|acampamento|os novatos|praxe|recepcao|batismo/,
  forced:
    /(nos|me) (obrigaram|obrigam|fizeram|forcaram)|(obrigaram|fizeram|forcaram) (a gente|nos|eu)|se (a gente|nos|eu) (nao|recusasse)|nao (deixavam|deixaram) (a gente )?(ir|sair|parar)|nao (podia|dava) (pra )?dizer nao|sem escolha|(se|quem) (recusar|recusou|disser nao)|(fora|sai) do time|(ta|esta|fica) fora|nao (contar|falar) (nada )?(pros tecnicos|pra ninguem)|pegaram (nossos|os nossos) celulares|nao (posso|pode|podemos) contar (pra|para|a) ninguem|fico fora da (convocatoria|equipa|lista)|nao contar nada (pro|para o) (tecnico|treinador)|aguentar calado/,
  obliged: /tivemos que|tive que|tinha que|tem que|senao/,
  hazeAct:
    /beber (ate|uma garrafa|a garrafa toda|shots|doses)|(virar|virei|viramos) (a garrafa|garrafa|doses|shots)|pelad[oa]s?|de cueca|de calcinha|so de roupa intima|(nos|me) (bateram|espancaram|raparam|amarraram|filmaram)|(cinto|paddle|toalha|cintadas)|rasparam (a cabeca|as sobrancelhas)|fita adesiva|comer (racao|comida de cachorro|coisa nojenta)|rastejar|humilha\w*|dormir (fora|na rua)|mijaram|vendaram|amarraram|rasparam|filmaram e postaram|passaram (ovo|farinha|pasta)|(ate|a) desmaiar|virar (uma|a) garrafa|nao deixaram dormir|(todo )?roxo nas costas|tirar a roupa|de joelhos|agua gelada|rapar o cabelo|levar porrada|nao dormir|fazer tudo (que|o que) (eles )?mandam/,
  dread: /medo|com medo|nao quero voltar|(ninguem|nenhum)( \w+){0,3} fala sobre|a gente prometeu|minha vez/,
  aftermath: /(ainda )?(tenho|estou com) (os )?roxos|nao durmo|costelas doem/,
  hazePrep: /roupa velha|nao contar nada pro (tecnico|treinador)/,
  funOnly:
    /(so|e so) (gincana|pizza|brincadeira)|bem divertido|quem nao quer nao participa|quiz|gincana|doacao de sangue|cantava no onibus|ninguem foi obrigado|foi muito (legal|engracado)|proibido|substitu\w*|em vez de|jantar|voluntario|campanha|cancer/,
  images:
    /nudes?|fotos? (pelad[oa]s?|intimas|minhas|de mim|de calcinha|de cueca)|(videos?|video) (intimos?|meus?|de mim|pelad[oa])|(minhas|as|essas) (fotos|videos)|(foto|video) que (eu )?(mandei|enviei)|(mandei|enviei) (uma coisa|algo|foto)( \w+){0,3} (que (eu )?nao devia|que me arrependo)|(minha|uma) nude|o que eu mandei( pra ele)?|foto dele pelado|as minhas|(gravou|filmou) (a gente|nos|eu) no (chuveiro|vestiario)|o video|print de uma conversa|(tem|tinha) ['"]?(uma coisa|algo|fotos?)['"]? (minha|meu|de mim)|(foto|fotos)( \w+){0,4} (e )?depois sem|chamada de video|(fiz|fiz uma) (besteira|burrada|merda)|(uma )?coisa minha|o que eu mandei|aquele video|(guardou|guardei) (umas )?coisinhas|foto em biquini|fotos nua/,
  threatShare:
    /(mandar|enviar|postar|divulgar|mostrar|espalhar|vazar|compartilhar)( \w+)? (pra|para) (todo mundo|todos|meus (pais|amigos|seguidores|contatos)|minha (familia|escola|turma)|meu (time|clube|treinador|colegio))|(vazar|divulgar|postar|espalhar) (minhas|as) (fotos|videos|nudes)|se eu nao (pagar|mandar|enviar)|senao (ele|ela) (posta|manda|vaza|divulga)|(pagar|pague|pix|transferir) (\d+|dinheiro|reais)|pix|cartao presente|gift ?card|bitcoin|chantage\w*|sextorsao|(me )?(ameaca|ameacou|ameacando)|acabar com a minha vida|(vai|vao) (adorar ver|ver o que)|(ta|esta) vendendo|vazou|vazaram|mandando print|(vai|ia) inventar|acabar com a minha vida|se eu nao fizer|\d+ ?(reais|euros?|€)|ate (segunda|terca|quarta|quinta|sexta|sabado|domingo)( para)?|se (isto|isso) sai|devo uma pra ele|eu sei o que acontece|(me )?(cobrando|cobra)|pix|outras contas|manda pra todo mundo|seria uma pena|(ela|voce) sabe o que tem de fazer|ser legal com ele|se eu nao mandar/,
  pressureSend:
    /(ele|ela) (fica|vive|continua) (pedindo|me pressionando|insistindo)|(pede|pediu|insiste|pressiona) (pra|para) (eu )?(mandar|enviar) (mais|fotos|nudes)|quer que (eu )?(mande|envie) (mais|fotos|nudes)|(mandar|manda) (mais|outra|mais uma)|exigindo que eu mande|(fica|vive) mandando|pressionar(-me)? para (lhe )?mandar/,
  headKnock:
    /(pancada|batida|choque|cotovelada|joelhada|chute|soco|bolada|cabecada) (na|de) (cabeca|cara|testa|tempora)|bati (a|com a) cabeca|(choque|trombada) de cabecas|concussao|(fiquei|fiquei meio) (inconsciente|desacordad[oa]|grogue|tont[oa]) (depois|apos)|desmaiei (depois|apos) (da|do)|perdi (a )?consciencia|nocaute|nocauteado|apaguei|caindo de cabeca|cai de cabeca|vi estrelas|knockdown|(fiquei )?meio apagado|(desde|depois d)(a|o) (pancada|batida|choque|queda)|cabecada|(desde|depois d)a queda|bat(i|eu) com a cabeca|placagem/,
  neuro:
    /dor de cabeca|cabeca (doendo|latejando|doi)|tontura|tont[oa]|visao (embacada|turva)|embacad[oa]|vendo (tudo )?duplo|confus[oa]|(nao lembro|nao me lembro|esqueci tudo|nao consigo (pensar|me concentrar))|memoria|enjoo|enjoad[oa]|(vomitei|vomitando|vontade de vomitar)|luz (incomoda|doi)|zumbido|aeread[oa]|nao (sou|estou) eu mesm[oa]|sonolent[oa]|nao conseguia falar direito|arrepiad[oa]|aereo|esqueco as coisas|a cabeca nao para de doer|sem saber onde|perguntava sempre|via a dobrar/,
  memory: /nao (me )?lembro|esqueco/,
  cardiacStrong:
    /dor (forte )?no peito|(peito|o peito) (doendo|apertado|doeu|doi)|aperto no peito|pressao no peito|(desmaiei|desmaio|desmaiar|desmaiou|apaguei|cai dur[oa]|colapsei)|coracao (falhando|falhou|pulando batida|irregular|parou|para)|arritmia|palpitac\w*|infarto|ataque cardiaco|parada cardiaca|morte subita|morreu (de repente|do coracao|de infarto)|insolacao|parei de suar|pele quente e seca|caiu no campo/,
  cardiacWeak:
    /coracao (disparado|disparou|acelerado|a mil|batendo (muito )?forte|batendo (muito )?rapido)|(falta de ar|sem ar|nao conseguia respirar|faltou ar)|(quase|por pouco) (desmaiei|apaguei)|(vista|visao) (escureceu|ficou preta|ficou branca)|(me senti|fiquei) (fraco|fraca)|braco esquerdo|coracao (disparado|falhando)|historico de morte subita|descompassado|vista a ficar turva|(coracao )?dispara\w*|batendo torto/,
  exertion:
    /correndo|correr|corrida|tiros?|sprint\w*|series|treino|jogo|partida|aquecimento|em repouso|parad[oa]|sentad[oa]|na cama|exercicio|calor|durante|depois|subida|nadar|nado/,
  playOn:
    /(continuei|continuar|voltei a) (jogando|jogar|lutando|lutar|correr|correndo)|(mandou|mandaram|disse|disseram) (pra|para) (eu )?(continuar|levantar|voltar)|(voltei|voltar) (pro|para o|ao) (jogo|campo|tatame|ringue|quadra)|(ninguem|nenhum medico) (me )?(examinou|olhou|viu)|terminei (o jogo|a luta|a partida)|(o professor|o tecnico) mandou continuar|falou (que|q) era frescura|voltar depois/,
  cleared:
    /protocolo|tudo certo|tudo bem|primeiros socorros|desfibrilhador|desfibrilador|tudo normal|o que (eu )?devo avisar/,
  pedDrug:
    /esteroides?|anabolizantes?|anabolic\w*|(tomar|tomando|tomei|usar|usando|usei|ciclo de) bomba|\bepo\b|hormonio do crescimento|testosterona|sarms?|clembuterol|clen|trembolona|nandrolona|dianabol|winstrol|estanozolol|oxandrolona|deca|durateston|meldonium|doping sanguineo|ciclo de (bomba|testo)|anfetamina\w*|estimulantes|testo|ritalina|efedrina|anavar|as cenas dele|estimulantes?/,
  offer:
    /me (ofereceu|ofereceram|oferece|vendeu|vende|deu|deram|passou|arrumou|conseguiu)|ofere\w*|um (cara|mano|brother|amigo) (da|na) (academia|clube)|(o treinador|o tecnico|o preparador|o fisio|o medico) (me deu|me da|aplicou|me injetou)|sem (rotulo|nome|marca)|(diz|disse) que (e|eh) (seguro|legal|natural|so vitamina|indetectavel)|experimenta (isso|esse)|todo mundo (toma|usa)|(o mister|o treinador|o tecnico) (disse|diz) me|ele arranja|o meu tio|meu tio|nos deu|sem nada escrito|(o pessoal|um cara) da academia me deu/,
  injection: /injec\w*|injet\w*|aplicar|aplicou|agulhas?|seringas?|picadas?/,
  pills:
    /comprimidos?|pilulas?|capsulas?|po|coisa|coisas|frasco|ampolas?|remedio|remedinho|vitaminas|saquinho|capsulas/,
  testDodge:
    /(nao )?(aparece|pega|detecta\w*) no (antidoping|exame|teste|controle)|(passar|enganar|fugir|escapar|driblar) (do|no|o) (antidoping|exame|teste|controle)|limpar o (corpo|organismo)|mascarar|urina de outra pessoa|indetectavel|(trocar|troca) a urina|(fazer )?xixi no meu lugar|no controlo|suplemento contaminado|(da|dar) problema no (exame|antidoping|controle)|quanto tempo( \w+){0,8} (urina|sangue|corpo)|nao aparece nas analises|nao declarar/,
  tester:
    /(os )?fiscais|controlo antidoping|controle antidoping|exame antidoping|(pessoal|gente) do antidoping|controle surpresa/,
  evade:
    /(me|nos) escond\w*|dizer que (estamos|estou) (doentes?|lesionad[oa]s?)|parar (\w+ ){0,2}dias antes|diz que eu viajei|finjo que nao (to|estou) em casa/,
  enhance:
    /(ficar|ser) (mais )?(forte|grande|rapid[oa]|trincad[oa]|monstro|sarado|sarada)|mais (forte|grande|rapid[oa]|musculo)|recuperar (mais rapido|mais depressa)|rendimento|desempenho|ganhar (massa|musculo|forca|velocidade)|crescer|subir de nivel|entrar no time|(pra|para) (a )?recupera\w*|passar pro/,
  dopingTalk:
    /(palestra|aula|curso|oficina|video|documentario|quiz) (sobre|de|antidoping) ?(doping|antidopagem|esteroides|anabolizantes|epo)?|(explicaram|ensinaram|falaram) sobre (o )?doping|esporte limpo|antidoping de rotina|na aula de|(conferi|verifiquei)( \w+){0,4} lista de proibidos/,
  substance:
    /bebad[oa]|chapad[oa]|trincad[oa] de|alcool|vodka|cachaca|pinga|whisky|cervejas?|vinho|(uma|a) garrafa|maconha|baseado|beck|erva|fumar|fumando|fumei|vape|pod|narguile|nicotina|calmantes?|rivotril|clonazepam|xanax|benzo\w*|codeina|tramadol|lean|lolo|lanca[- ]perfume|bala|(um|o) ['"]?tapinha|vapo|minis|cervejinha|bebo umas|ate apagar|garrafas vazias|bebo (quase )?todas as noites/,
  hardDrug:
    /cocaina|po branco|pade|ketamina|keta|mdma|ecstasy|lsd|heroina|(pedra de |fumar |fumando )crack|metanfetamina|fentanil|cheirar|cheirei|carreira de|(tomando|tomei|tomar|toma) bala/,
  cope: /(pra|para) (esquecer|dormir|me acalmar|relaxar|aguentar|nao pensar|me sentir (bem|normal)|desligar|conseguir dormir|enfrentar)|(todo|toda|todos os|todas as) (dia|dias|noite|noites|fim de semana|fins de semana|manha|manhas)|antes (da|do|de cada|dos|das) (aula|escola|treino|treinos|jogo|jogos|luta|competicao|corrida|prova)|(nao consigo|nao da) (parar|dormir sem|ficar sem)|preciso (disso|dela|dele)|sozinh[oa] (em|no|na)|(nao lembro|nao me lembro) (de nada|da noite)|cada vez mais|viciad[oa]|dependente|escondo (isso|as garrafas)|uma garrafa inteira|de manha|(toda|cada) balada|(senao|se nao) (fico|eu fico) travad[oa]|como sempre|(nao consigo|nao da) (nem )?(treinar|parar)|so me sinto (normal|bem) quando|a unica coisa que (me )?acalma|o dia todo|sem me lembrar de nada|entre cada serie|esquecer tudo|(todas|toda) as noites|antes da final|fico doido quando acaba|pros nervos|para os nervos/,
  euphemism: /'(meu |minha |um |uma )?[a-z]+( [a-z]+)?'/,
  dependence: /sem isso|tremo|tremendo|nao consigo (entrar|jogar|lutar)|sem (ele|ela|isso) fico/,
};
