/**
 * English. Patterns run on normalised text (lower case, no accents, straight apostrophes). Explicit wording is
 * "high" (or "urgent" with a plan, means or an adult abuser); indirect signs are "medium".
 */
import type { Lexicon } from "../concern";

export const en: Lexicon = {
  language: "en-US",
  negations: /\b(not|never|no|don't|dont|didn't|wouldn't|won't|nor|no need to)\b( [\w']+){0,2} ?$/,
  sportsTalk: [
    /\b(cut|cutting) (my|his|her) hair\b|\bhaircut\b/g,
    /\b(die|died|dying) of (embarrassment|laughter|shame|boredom)\b|\bdying (of|from) laughter\b/g,
    /\b(do|did|doing|run|ran|running)( \w+)? suicides\b|\bsuicide (sprints|drills|runs|lines)\b/g,
    /\bcut (my|a) finger\b/g,
    /\b(session|workout|training|practice|drill|intervals?|run|race|legs|lungs|coach|heat|hill|this|it)\b[\w' ]{0,15}\b(is|was|are|were)? ?killing (me|us|my legs)\b/g,
    /\b(killed|smashed|crushed|nailed) (it|the session|the workout|my pb|the race)\b/g,
    /\bwe (murdered|killed|destroyed|slaughtered|crushed) (them|it|the other team)\b/g,
    /\bcut (\w+ )?(\d+|one|two|three|four|five|ten|a few) ?(seconds?|secs?|tenths|minutes?|percent|%)\b/g,
    /\bcut (my|the) (time|split|lap|pb)\b/g,
    /\b(i'm|im|i am|i was) (dead|dying)( tired| after| on my feet| out there)?\b(?! (to|inside))/g,
    /\bdie (hard|on the court)|\bsudden death\b|\bdeath (valley|march)\b/g,
    /\b(shoot|shooting|shot) (hoops|the ball|from|a three|free throws)\b/g,
  ],
  rules: [
    // Suicide and self-harm: a plan or means is urgent.
    {
      kind: "self-harm",
      severity: "urgent",
      pattern:
        /\b(kill myself|end my life|take my (own )?life)\b[\w' ,]{0,40}\b(tonight|tomorrow|pills|rope|bridge|gun|knife|plan|after)\b/,
    },
    {
      kind: "self-harm",
      severity: "urgent",
      pattern:
        /\b(saved up|stockpil\w*|collected|have) (enough )?(pills|tablets)\b|\b(rope|noose) (for|to) (myself|hang)\b|\bhang myself\b|\bjump (off|from) (the|a) (bridge|roof|building)\b/,
    },
    {
      kind: "self-harm",
      severity: "high",
      pattern:
        /\b(kill myself|killing myself|end my life|ending it all|end it all|suicid\w*|take my (own )?life)\b/,
    },
    {
      kind: "self-harm",
      severity: "high",
      pattern:
        /\b(cut|cutting|hurt|hurting|harm|harming|burn|burning|punish|punishing) myself\b|\bself[- ]?harm\w*\b/,
    },
    {
      kind: "self-harm",
      severity: "high",
      pattern:
        /\b(want|wanna|wanted) to die\b|\bwish i (was|were) dead\b|\bwish i wasn't (here|alive|born)\b/,
    },
    {
      kind: "self-harm",
      severity: "high",
      negationIsPartOfIt: true,
      pattern: /\b(don't|do not|dont) want to (live|be alive|be here|wake up)( anymore)?\b/,
    },
    {
      kind: "self-harm",
      severity: "medium",
      pattern:
        /\b(better off (dead|without me)|no (reason|point) (to|in) (live|living|going on|anything)|can't go on|cannot go on|(nobody|no one) would (even )?(miss|notice) (me|if i (was|were) (gone|dead|not here))|i'm a burden|there's no way out|hopeless(?! at))\b/,
    },
    {
      kind: "self-harm",
      severity: "medium",
      pattern:
        /\b(saying|say) goodbye (to everyone|for good|forever)|\bgiving away my (things|stuff)\b|\bwon't be (around|here) (much longer|anymore|for long)\b/,
    },
    {
      kind: "self-harm",
      severity: "medium",
      pattern:
        /\b(hide|hiding|cover|covering) (it|the cuts|the marks|my arms|my wrists)\b[\w' ]{0,30}\b(wristbands?|sleeves|bracelets?)\b|\bwristbands? (to )?(hide|cover)\b/,
    },
    // Eating disorders and dangerous weight cutting.
    {
      kind: "eating",
      severity: "high",
      pattern:
        /\b(make|made|making) myself (sick|vomit|throw up|puke)\b|\b(throw|threw|throwing) up after (eating|meals|dinner|lunch)\b|\bpurg\w*\b|\blaxatives?\b/,
    },
    {
      kind: "eating",
      severity: "high",
      pattern:
        /\b(haven't|have not|havent) eaten (in|for) (\w+ )?(days|two days|three days)\b|\bstarv(e|ing) myself\b|\bnot eating (at all|for days)\b/,
    },
    {
      kind: "eating",
      severity: "medium",
      pattern:
        /\b(skip|skipping|skipped) (meals|eating|breakfast and lunch)\b[\w' ]{0,30}\b(weight|weigh[- ]in|lighter|make weight)\b|\b(sauna suit|spitting|stopped drinking)\b[\w' ]{0,30}\b(weight|weigh[- ]in)\b|\b(hate|disgusted by) my body\b/,
    },
    // Abuse and grooming.
    {
      kind: "abuse",
      severity: "urgent",
      pattern:
        /\b(coach|trainer|teacher|physio|uncle|stepdad|adult|he|she)\b(?:(?!\b(never|not|didn't|hasn't|has never)\b)[\w' ]){0,30}\b(touched|touches|touching) me\b|\b(touched|touches) me (there|where|when)\b/,
    },
    {
      kind: "abuse",
      severity: "urgent",
      pattern:
        /\b(coach|trainer|adult|he|she)\b[\w' ]{0,30}\b(told me to keep (it|this) (a )?secret|asked me (for|to send) (nudes|naked|pictures of me|photos of me))\b/,
    },
    {
      kind: "abuse",
      severity: "high",
      pattern:
        /\b(he|she|they|my (dad|mum|mom|father|mother|coach|brother))\b[\w' ]{0,20}\b(hits|beats|hit|beat|chokes|kicks) me\b|\b(afraid|scared) to go home\b/,
    },
    // Hazing.
    {
      kind: "hazing",
      severity: "high",
      pattern:
        /\bhazing\b|\binitiation\b[\w' ]{0,40}\b(forced|made (me|us)|drink|strip|naked|beat)\b|\b(made|forced) (me|us) (to )?(drink|strip|eat)\b[\w' ,]{0,60}\b(team|seniors|older|initiation)\b/,
    },
    // Sextortion.
    {
      kind: "sextortion",
      severity: "urgent",
      pattern:
        /\b(threaten\w*|blackmail\w*)\b[\w' ]{0,40}\b(photos?|pictures?|pics|videos?|nudes)\b|\b(post|share|send) (my|the) (photos?|pictures?|pics|nudes)\b[\w' ]{0,30}\bunless\b/,
    },
    // Concussion and cardiac red flags.
    {
      kind: "medical",
      severity: "high",
      pattern:
        /\b(hit|banged|knocked|bumped) my head\b[\w' ,]{0,50}\b(dizzy|blurry|headache|threw up|vomit\w*|blacked out|confused|can't remember)\b/,
    },
    {
      kind: "medical",
      severity: "high",
      pattern:
        /\bchest pain\b|\b(blacked|passed) out (during|after|in) (training|practice|the race|the game|running)\b|\bheart (was )?(racing|pounding|skipping|fluttering)\b[\w' ]{0,30}\b(rest|resting|sitting|dizzy|faint)\b|\bfainted\b/,
    },
    // Doping.
    {
      kind: "doping",
      severity: "high",
      pattern:
        /\bsteroids?\b|\b(sarms?|epo|testosterone|clenbuterol|hgh)\b|\b(offered|gave|sold|sell) me\b[\w' ]{0,30}\b(injections?|pills|stuff to get (bigger|faster|stronger))\b/,
    },
    // Substances.
    {
      kind: "substances",
      severity: "medium",
      pattern:
        /\b(drunk|wasted|high|stoned) (every|most) (day|night|weekend)\b|\b(cocaine|(?<!(a|diet|of|some|the) )coke(?! zero)|ecstasy|mdma|ketamine)\b|\b(vaping|smoking weed) (every|all) (day|the time)\b/,
    },
  ],
};
