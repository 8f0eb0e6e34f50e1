/**
 * Storing, serving and the small disasters of wine at home: what people ask and what to tell them.
 * Each topic is recognised by cues on the folded question (every `all` cue must match, no `none` cue
 * may); topics are tried in order, the more specific first. Where the answer depends on the kind of wine
 * (`byType`), the question's own words or the wine in the conversation choose it. `tips` add a second
 * piece of advice, chosen by the wording seed, so two ways of asking rarely read alike.
 */

export type CareKind = 'storing' | 'serving' | 'mishap' | 'leftover';
export type CareWineType = 'red' | 'white' | 'rose' | 'sparkling' | 'fortified' | 'dessert';

export interface CareTopic {
  id: string;
  kind: CareKind;
  all: RegExp[];
  none?: RegExp[];
  answer: string;
  /** About serving one wine: when the question names the wine, the reply about that wine answers it better. */
  forTheNamedWine?: boolean;
  byType?: Partial<Record<CareWineType, string>>;
  tips: string[];
}

const OPENED =
  /\b(opened|once open|after opening|leftover|leftovers|left over|uncorked|half a bottle|unfinished|rest of the bottle|open bottle|open for)\b/;
const SPARKLING = /\b(sparkling|champagne|prosecco|cava|cremant|fizz|bubbly|fizzy)\b/;

export const CARE_TOPICS: CareTopic[] = [
  {
    id: 'spoon-in-sparkling',
    kind: 'leftover',
    all: [/\bspoon\b/],
    answer:
      'The spoon in the neck is a myth: it does nothing for the bubbles. What keeps an opened sparkling wine lively is a hinged sparkling-wine stopper and the coldest shelf of the fridge, which hold it for one to three days.',
    tips: [
      'Champagne and Cava keep their fizz longer than Prosecco, whose bubbles are coarser.',
      'A flat leftover still makes a good splash in a risotto or a sauce.',
    ],
  },
  {
    id: 'freezing-leftovers',
    kind: 'leftover',
    all: [/\b(freeze|freezing|ice cubes?)\b/, /\b(leftovers?|left over|rest of|remaining|opened|half|can i freeze)\b/],
    answer:
      'Yes, for cooking: freeze leftover wine in an ice-cube tray and drop a cube or two into sauces, stews and risotto. Thawed, it is flat and dull in the glass, so it is a kitchen trick rather than a way to save a bottle for drinking.',
    tips: [
      'Label the tray red or white; a cube is about two tablespoons.',
      'Fortified wines need no freezing: Port and Madeira keep for weeks once opened.',
    ],
  },
  {
    id: 'keeping-leftovers-fresh',
    kind: 'leftover',
    all: [OPENED, /\b(fresh|preserve|save|saving|fridge|refrigerat\w*|how to keep|best way|tips)\b/],
    none: [/\bhow (long|many days)\b/],
    answer:
      'Put the cork or a stopper back in as soon as you have poured, and keep the bottle standing in the fridge — reds too: cold slows the oxidation that flattens an opened wine.',
    tips: [
      'A vacuum pump or a spray of argon buys a day or two more.',
      'Pour the rest into a small bottle filled to the top, so less air sits on the wine.',
      'Take a red out half an hour before pouring again, so it is not served cold.',
    ],
  },
  {
    id: 'week-old-opened-bottle',
    kind: 'leftover',
    all: [
      /\b(open|opened)\b/,
      /\b(week|weeks|month|months|fortnight)\b/,
      /\b(still|ok|okay|safe|good|drink|drinkable|bad|gone off)\b/,
    ],
    answer:
      "After a week most opened still wines are past their best: air flattens the fruit and, in time, turns it towards vinegar. It won't harm you unless it smells of vinegar or shows mould, but it will taste tired, so use it for cooking.",
    byType: {
      fortified:
        'A fortified wine is the exception: tawny Port, oloroso and Madeira are still good after weeks open, though fino and manzanilla fade within days.',
    },
    tips: [
      'Fortified wines are the exception: tawny Port, oloroso and Madeira keep for weeks.',
      'Sniff first: a sharp, nail-varnish or vinegar smell means it has turned.',
    ],
  },
  {
    id: 'opened-bottle-life',
    kind: 'leftover',
    all: [OPENED, /\b(how long|how many days|last|lasts|keep|keeps|good for|stay good|days)\b/],
    answer:
      'Once opened, most still wines keep three to five days with the cork back in and the bottle in the fridge; sparkling wines one to three days with a stopper; fortified wines for weeks, fino Sherry excepted.',
    byType: {
      red: 'An opened red keeps three to five days with the cork back in, in the fridge; light, fruity reds fade sooner than firm, tannic ones.',
      white:
        'An opened white keeps three to five days recorked in the fridge; fuller, oaked whites last a little longer than delicate, aromatic ones.',
      rose: 'An opened rosé keeps three to five days recorked in the fridge, like a white.',
      sparkling:
        'An opened sparkling wine keeps one to three days with a hinged stopper in the fridge; Champagne and Cava hold their bubbles longer than Prosecco.',
      fortified:
        'Fortified wines differ: fino and manzanilla last only two or three days (keep them cold and stoppered, like a white), tawny Port and oloroso several weeks, Madeira for months; vintage Port is best within a few days.',
      dessert: 'A sweet wine keeps about a week in the fridge once opened: its sugar and acidity protect it.',
    },
    tips: [
      'Cold is what keeps it: recork it straight after pouring and stand it in the fridge.',
      'A vacuum pump or a smaller bottle filled to the top adds a day or two.',
      'When it smells of bruised apple or vinegar, it has gone.',
    ],
  },
  {
    id: 'screw-cap-storage',
    kind: 'storing',
    all: [/\b(screw ?caps?|screw ?tops?|screw capped|stelvin)\b/],
    answer:
      'Screw-capped bottles can be stored upright or on their side: there is no cork to keep moist, so lying them down only saves space.',
    tips: [
      'Everything else still applies: cool, dark and steady.',
      'Screw caps keep wine fresh and free of cork taint, and good ones age well.',
    ],
  },
  {
    id: 'bottles-lying-down',
    kind: 'storing',
    all: [
      /\b(lying|lie|lay|laid|on (its|their) sides?|sideways|horizontal\w*|upright|standing|stand up|stood)\b/,
      /\b(store|stored|storing|storage|keep|kept|racks?)\b/,
    ],
    none: [/\b(serve|serving|pour|pouring)\b/],
    answer:
      'Store bottles with natural corks lying on their side, so the wine keeps the cork moist: a cork that dries out shrinks and lets air in, which oxidises the wine.',
    tips: [
      'A few weeks upright does no harm; for months or years, lie them down.',
      'Before opening an old red, stand it up for a day so the sediment settles.',
      'Sparkling wines are less fussy, as the pressure inside keeps the cork damp.',
    ],
  },
  {
    id: 'cellar-humidity',
    kind: 'storing',
    all: [/\b(humid|humidity|moisture|dry air)\b|\bdamp\b.*\b(cellar|store|storing|storage)\b/],
    answer:
      'Aim for 60–75 % relative humidity: drier air slowly dries corks from the outside, letting air in and wine evaporate; much damper, and labels go mouldy.',
    tips: [
      'Mould on labels does not hurt the wine, only its look and resale value.',
      'A bowl of water or a damp sponge helps in a dry cupboard.',
    ],
  },
  {
    id: 'cellar-temperature',
    kind: 'storing',
    all: [
      /\b(temperature|temperatures|temp|degrees|celsius|fahrenheit|how (warm|cold|hot|cool))\b/,
      /\b(cellar|cellaring|store|stored|storing|storage|keep|keeping|long term|age|ageing|aging)\b/,
    ],
    none: [/\b(serve|serving|served|drink it|pour)\b/],
    answer:
      'Keep wine at 10–15 °C, ideally 12–13 °C (about 55 °F), and above all at a steady temperature: slow seasonal drift is fine, while daily swings make the wine expand and contract, work the cork and age it fast.',
    tips: [
      'Above about 20 °C wine ages quickly; above 25 °C it starts to cook.',
      'Colder is safer than warmer: at 8 °C wine simply develops more slowly.',
    ],
  },
  {
    id: 'vibration',
    kind: 'storing',
    all: [/\b(vibration|vibrations|vibrate|vibrating|shaking|shake|shaken|jostl\w*)\b/],
    answer:
      'Keep vibration to a minimum for long ageing: constant shaking (beside a washing machine, a compressor or a railway) stirs up the sediment and is thought to speed up ageing.',
    tips: [
      'Carrying bottles home or moving them now and then does no harm.',
      'Let an old red rest a few days after a journey before opening it.',
    ],
  },
  {
    id: 'light-exposure',
    kind: 'storing',
    all: [
      /\b(light|lights|sunlight|uv|daylight|window|lamp|fluorescent|bright)\b/,
      /\b(damage|damages|damaging|harm|hurt|bad|affect|affects|ruin|spoil|exposure|exposed|store|storing)\b/,
    ],
    none: [/\blight (reds?|whites?|wines?|bodied|rose)\b|\b(left|car|afternoon|all day)\b/],
    answer:
      'Light damages wine, the ultraviolet in sunlight most: it sets off reactions that give a cabbage-like, wet-cardboard smell called lightstrike, fastest in clear and pale-green glass (rosé, many whites and sparkling wines).',
    tips: [
      'Keep bottles in the dark: in their box, a cupboard or a cellar.',
      'Shop-window bottles that sat in the sun are best avoided.',
    ],
  },
  {
    id: 'fridge-storage',
    kind: 'storing',
    all: [/\b(fridge|refrigerator|refrigerate|refrigerated|refrigerating)\b/],
    none: [/\b(serve|serving|before serving|tonight|how cold)\b/],
    answer:
      'A kitchen fridge is fine for weeks, not for years: at about 4 °C wine barely develops, the air is dry enough to shrink corks, and the compressor vibrates. For long keeping, use a wine fridge (12–14 °C and more humid) or a cool, dark cupboard.',
    byType: {
      red: 'Red wine in the fridge is fine for an opened bottle, which keeps better cold, and for light reds such as Beaujolais or Pinot Noir served cool. Take a red out 20–30 minutes before pouring: straight from the fridge its fruit is muted and its tannin harsh. For months of keeping, a kitchen fridge is too cold and too dry.',
    },
    tips: [
      'A wine fridge with a humidity tray is the simple answer for a flat without a cellar.',
      'Whites and sparkling wines for this week can live in the fridge door.',
    ],
  },
  {
    id: 'kitchen-storage',
    kind: 'storing',
    all: [/\bkitchen\b/, /\b(store|storing|storage|keep|keeping|put)\b/],
    answer:
      'The kitchen is the worst room for wine: heat from the oven and the stove, warm air near the ceiling and daily swings in temperature age it fast. A bottle for this week is fine there; for longer, choose a dark cupboard in a cool room, away from the cooker, radiators and the warm back of the fridge.',
    tips: [
      'Never above the fridge or next to the oven.',
      'A rack on the floor of the coolest room beats the prettiest kitchen rack.',
    ],
  },
  {
    id: 'garage-attic-basement',
    kind: 'storing',
    all: [
      /\b(garage|attic|loft|shed|basement|cellar below|conservatory)\b/,
      /\b(store|storing|storage|keep|keeping|put|place|good)\b/,
    ],
    answer:
      'A garage, attic or shed is usually a poor place for wine: it swings from near freezing in winter to 30 °C and more in summer, and those swings age wine fast and push corks. A basement is often the best place in the house, if it stays cool and is not damp.',
    tips: [
      'An insulated corner away from the door and the boiler is the best a garage can offer.',
      'A cheap thermometer that records highs and lows tells you in a month whether a spot is steady enough.',
    ],
  },
  {
    id: 'wine-in-a-car',
    kind: 'storing',
    all: [/\b(car|boot|trunk)\b/, /\b(keep|kept|leave|leaving|left|store|stored|stay|sit|hours)\b/],
    none: [/\b(hot|heat|heatwave|sun|sunny)\b/],
    answer:
      'A car is fine for the drive home, not for keeping wine: in summer the inside can pass 50 °C within an hour, enough to cook a bottle and push its cork, and in a hard frost it can freeze. Carry bottles in the cabin rather than a hot boot, and take them in when you arrive.',
    tips: [
      'An insulated bag or a cool box buys a few hours on a warm day.',
      'Lay the bottles flat so they do not roll and knock.',
    ],
  },
  {
    id: 'storing-at-home',
    kind: 'storing',
    all: [
      /\b(kitchen|at home|home|no cellar|without a cellar|don t have a cellar|apartment|flat|cupboard|closet|wardrobe|garage|attic|loft|where (should|do|can) i (keep|store|put)|where to (keep|store))\b/,
      /\b(store|storing|storage|keep|keeping|cellar|put)\b/,
    ],
    none: [/\b(serve|serving|opened|leftover)\b/],
    answer:
      'Without a cellar, choose the coolest dark spot in the home: the bottom of a wardrobe or an inside cupboard, a spare room with the heating off, the space under the stairs. Cool, dark and steady beats everything else; lie corked bottles down.',
    tips: [
      'Keep bottles away from radiators, sunny windows and the top of the fridge.',
      'A garage or attic swings from cold to hot: fine for a few weeks, not for keeping.',
      'For more than a few cases, or wines to keep for years, a wine fridge is worth it.',
    ],
  },
  {
    id: 'how-to-store',
    kind: 'storing',
    all: [
      /\bhow (should|do|to|can|would|best to) (i |you |we )?(store|keep|cellar)\b|\bbest way to (store|keep)\b|\bstoring tips\b/,
    ],
    none: [OPENED],
    answer:
      'Store wine cool (10–15 °C), dark and at a steady temperature, corked bottles lying on their side, with 60–75 % humidity and away from vibration and smells.',
    byType: {
      sparkling:
        'Store Champagne and other sparkling wines like any wine: cool, dark, steady and lying down. Non-vintage ones are best within a few years of purchase; vintage Champagne can age ten years and more.',
      fortified:
        'Store vintage Port lying down, like any wine, to keep its long-lived cork moist; tawny Port, Madeira and Sherry can stand upright. Keep fino and manzanilla cool and drink them young.',
      white:
        'Store whites as you store reds, cool, dark and lying down; chill them only for the days before you open them.',
    },
    tips: [
      'A few bottles for the coming weeks can stand anywhere cool and dark.',
      'Keep them in their cardboard box: it shields them from light and sudden changes.',
    ],
  },
  {
    id: 'unopened-bottle-life',
    kind: 'storing',
    all: [
      /\b(unopened|sealed|not opened|never opened|shelf life|expire|expires|expiry|best before|go bad|goes bad|go off)\b|\bhow long (does|do|will|can|would) (an? |my )?(bottles?|wines?)\b/,
    ],
    none: [OPENED],
    answer:
      'Most wines are made to drink within a few years of the vintage: most everyday reds keep two to five years unopened, most whites and rosés one to three, kept cool and dark. Only a minority — fine Bordeaux, Barolo, top Riesling, vintage Port — improve for ten years or more.',
    byType: {
      white:
        'Most unopened whites are best within one to three years of the vintage, rosés within one or two; fine white Burgundy, Chenin Blanc and Riesling can go ten years and more.',
      rose: 'Unopened rosé is best within a year or two of the vintage, while its fruit is fresh.',
      red: 'Most unopened reds are best within two to five years of the vintage; structured ones (Bordeaux, Barolo, Rioja Reserva) improve for ten to twenty years and more in a good cellar.',
      sparkling:
        'Non-vintage Champagne and Cava keep well for one to three years after you buy them and Prosecco is best within a year or two; vintage Champagne can age for ten years and more.',
      fortified:
        'Unopened fortified wines last long: vintage Port for decades, tawny Port and Madeira almost indefinitely; only fino and manzanilla are best within a year of bottling.',
    },
    tips: [
      'Kept cool, dark and lying down, a bottle keeps far longer than on a warm kitchen shelf.',
      'Wine has no use-by date: past its best it fades, it does not become unsafe.',
    ],
  },
  {
    id: 'quick-chill',
    kind: 'serving',
    all: [
      /\b(chill|chilled|chilling|cool|cold|colder)\b/,
      /\b(quick|quickly|fast|faster|fastest|hurry|rush|minutes|asap)\b/,
    ],
    answer:
      'The fastest way to chill a bottle is an ice bucket with ice and water, not ice alone, plus a good handful of salt, which lowers the temperature of the melt: 10–15 minutes takes a white from room temperature to serving cool.',
    tips: [
      'The freezer takes 30–45 minutes: set a timer, as a forgotten bottle can freeze and push its cork.',
      'Wrapping the bottle in a wet tea towel before the freezer speeds it up.',
    ],
  },
  {
    id: 'chilling-reds',
    kind: 'serving',
    forTheNamedWine: true,
    all: [
      /\b(chill|chilled|chilling|cool|cooler|cold)\b/,
      /\b(red|reds)\b/,
      /\b(should|can|do|does|is it|ok|okay|fine|better|serve|served|serving|put)\b/,
    ],
    none: [/\b(fridge|refrigerator|store|storing|keep|cool climate)\b/],
    answer:
      'Light reds are better slightly chilled: Beaujolais, Pinot Noir, Frappato and other light, fruity reds at 12–14 °C, about 20–30 minutes in the fridge, taste fresher and juicier. Fuller, tannic reds prefer 15–18 °C, as cold makes tannin feel harsher.',
    tips: [
      '‘Room temperature’ meant a cool room, not a heated flat: most reds are served too warm.',
      'Ten minutes in an ice bucket does the same for a red that has sat in a warm kitchen.',
    ],
  },
  {
    id: 'serving-temperature',
    kind: 'serving',
    forTheNamedWine: true,
    all: [
      /\b(temperature|temperatures|temp|degrees|celsius|fahrenheit|how (cold|warm|chilled)|serving cold|ice cold)\b/,
    ],
    none: [/\b(cellar|store|stored|storing|storage|long term)\b/],
    answer:
      'Serving temperatures: sparkling 6–8 °C, crisp whites and rosé 7–10 °C, fuller whites 10–13 °C, light reds 12–14 °C, fuller reds 15–18 °C, fortified wines 14–18 °C.',
    byType: {
      red: 'Serve full-bodied reds such as Cabernet or Syrah at 15–18 °C (59–65 °F) and light ones such as Pinot Noir or Beaujolais at 12–14 °C: cooler than most rooms.',
      white:
        'Serve crisp, light whites at 7–10 °C (45–50 °F) and fuller, oaked ones such as white Burgundy at 10–13 °C: too cold and the aromas close up, too warm and the wine tastes flabby.',
      rose: 'Serve rosé at 8–10 °C (46–50 °F), like a crisp white.',
      sparkling:
        'Serve sparkling wine well chilled, at 6–8 °C (43–47 °F), which keeps the bubbles fine; vintage Champagne can be a little warmer, 8–10 °C, to show its depth.',
      fortified:
        'Serve tawny, ruby and vintage Port and Madeira slightly cool, at 14–18 °C; white Port and fino Sherry well chilled, at 7–9 °C.',
      dessert: 'Serve sweet wines chilled, at 8–11 °C: the cold keeps their sweetness fresh.',
    },
    tips: [
      'Fifteen minutes in the fridge brings a red down from a warm room; twenty minutes out warms a white from the fridge.',
      'The wine warms in the glass, so start a degree or two cooler than the target.',
    ],
  },
  {
    id: 'how-to-serve',
    kind: 'serving',
    forTheNamedWine: true,
    all: [/\bhow (do|should|to|would) (you |i |we )?serve\b|\bhow (is|are) .* served\b|\bserving tips\b/],
    answer:
      'Serving a wine well comes down to three things: the right temperature (cooler than most rooms for reds, not ice-cold for whites), a glass with room to swirl, filled a third, and air for a young, tannic red, which opens in a decanter.',
    byType: {
      fortified:
        'Serve vintage and ruby Port slightly cool, at 16–18 °C, tawny a little cooler, in small glasses with a modest pour of 75 ml; decant vintage Port off its sediment an hour or two ahead. Fino Sherry goes well chilled, like a white.',
      sparkling:
        'Serve sparkling wine at 6–8 °C in tulip or white-wine glasses, opened with a quiet sigh rather than a pop, and poured in two goes so the foam settles.',
      dessert:
        'Serve sweet wines chilled, at 8–11 °C, in small glasses: a 75 ml pour is plenty, with dessert or blue cheese.',
      red: 'Serve reds at 15–18 °C (light ones at 12–14 °C) in a large glass, and give a young, tannic one an hour in a decanter.',
      white: 'Serve whites at 7–12 °C, the fuller the warmer, in a tulip-shaped glass; no decanter needed.',
    },
    tips: [
      'Pour the first glass for yourself, to check the bottle is sound.',
      'Open it before the guests arrive, so there is time to fix anything.',
    ],
  },
  {
    id: 'decanting',
    kind: 'serving',
    forTheNamedWine: true,
    all: [/\b(decant|decanting|decanted|decanter|breathe|breathing|aerate|aerating|aeration|aerator)\b/],
    answer:
      'Decant a young, tannic red (Barolo, Bordeaux, Syrah) one to two hours ahead: air softens the tannin and opens the aromas. Decant an old red only just before serving, to leave its sediment behind; light, fruity reds need no decanting.',
    byType: {
      white:
        'Most whites need no decanting: pour them cold and let them open in the glass. A full-bodied white Burgundy, a young Chenin or a white that smells of struck match can gain from 15–30 minutes in a decanter.',
      sparkling:
        'Sparkling wine is not decanted, except by a few sommeliers who soften a young vintage Champagne; keep it cold and in its bottle.',
      fortified:
        'Decant vintage Port and crusted Port off their sediment, an hour or two ahead; tawny Port needs no decanting.',
    },
    tips: [
      'Standing an old bottle upright for a day first lets the sediment settle.',
      'Uncorking the bottle and leaving it does little: only a decanter or the glass gives the wine real air.',
    ],
  },
  {
    id: 'glasses-per-bottle',
    kind: 'serving',
    all: [
      /\bhow many glass(es)?\b|\bglass(es)? (in|per|from) (a|one|the|each) bottle\b|\bpour size\b|\bhow much (to|should i|do you) pour\b|\bstandard pour\b|\bserving size\b|\bnormal pour\b/,
    ],
    answer:
      'A standard 750 ml bottle pours five glasses of 150 ml (5 oz), the usual restaurant measure, or six of 125 ml; a 175 ml pour gives four.',
    tips: [
      'For a tasting, 50–75 ml a glass lets you open several bottles.',
      'Fill a glass only about a third, so the wine can be swirled.',
    ],
  },
  {
    id: 'glassware',
    kind: 'serving',
    forTheNamedWine: true,
    all: [
      /\b(glass|glasses|glassware|stemware|flute|flutes|coupe)\b/,
      /\b(which|what|best|right|type|kind|shape|special|need|use|should)\b/,
    ],
    none: [/\bglass of\b/],
    answer:
      'One good all-purpose glass goes a long way: a clear, thin tulip shape with a bowl large enough to swirl. Special shapes are refinements: large bowls for reds, smaller ones for whites, tulips rather than flutes for sparkling wine.',
    byType: {
      sparkling:
        'For Champagne, a tulip-shaped glass or an ordinary white-wine glass beats the narrow flute: the wider bowl shows the aromas while the narrowing rim keeps the bubbles. The wide coupe loses both.',
      red: 'Reds like a large bowl: a wide, balloon-shaped glass for perfumed reds such as Pinot Noir, a tall, large one for Cabernet or Syrah, with room to swirl.',
      white:
        'Whites suit a smaller tulip-shaped glass, which keeps them cool and focuses the aromas; a fuller white such as Chardonnay can take a wider bowl.',
      fortified:
        'Port and Sherry suit a small tulip or a white-wine glass, which concentrates their aromas in a modest pour.',
    },
    tips: [
      'Hold the glass by the stem, so the wine does not warm in your hand.',
      'Fill it only about a third, leaving room for the aromas.',
    ],
  },
  {
    id: 'opening-sparkling',
    kind: 'serving',
    all: [
      /\b(open|opening|uncork|uncorking|pop|popping)\b/,
      SPARKLING,
      /\bhow (do|to|should|can)\b|\bsafe|safely|tips?\b/,
    ],
    none: [OPENED, /\b(how long|keep|last)\b/],
    answer:
      'To open sparkling wine safely, chill it well, remove the foil and keep a thumb on the cork from the moment the wire cage is loosened; tilt the bottle at 45° pointing away from people, then hold the cork and turn the bottle, not the cork, easing it out under a towel.',
    tips: [
      'Aim for a quiet sigh, not a pop: the wine keeps its bubbles.',
      'A warm, shaken bottle is the one that shoots its cork.',
    ],
  },
  {
    id: 'serving-order',
    kind: 'serving',
    all: [/\b(order|sequence|which first|what first)\b/, /\b(serve|serving|wines|dinner|tasting|courses|party|meal)\b/],
    answer:
      'Serve lighter before fuller, dry before sweet, white and rosé before red, young before old, with sparkling first as an aperitif: each wine then tastes its best after the one before. Sweet wines come last, with dessert or cheese.',
    tips: [
      'A crisp white between two reds resets the palate.',
      'Keep the grandest bottle for the main course, not the end.',
    ],
  },
  {
    id: 'no-corkscrew',
    kind: 'mishap',
    all: [
      /\b(no|without|don t have|dont have|lost|forgot|can t find|broken|broke)\b/,
      /\b(corkscrew|cork screw|opener|bottle opener|wine key)\b/,
    ],
    answer:
      'No corkscrew? Drive a long screw into the cork, leaving a little out, and pull it with the claw of a hammer or pliers; or push the cork into the bottle with the handle of a wooden spoon, then pour through a sieve.',
    tips: [
      'The shoe trick — the base of the bottle in a shoe, tapped against a wall — works, but risks a cracked bottle.',
      'A key or a knife twisted into the cork at an angle can lever it out slowly.',
    ],
  },
  {
    id: 'crumbled-cork',
    kind: 'mishap',
    all: [
      /\bcorks?\b/,
      /\b(crumble|crumbled|crumbling|crumbly|bits|pieces|fragments|floating|fell apart|falling apart|disintegrat\w*)\b/,
    ],
    answer:
      "Bits of crumbled cork in the wine are harmless and don't mean it is corked — cork taint is a musty smell, not crumbs. Pour the wine through a tea strainer, a sieve or a coffee filter into a jug or decanter, or fish the pieces out of the glass with a spoon.",
    tips: [
      'An old, dry cork crumbles most: a two-pronged ‘ah-so’ opener grips it from the sides.',
      'Drive the corkscrew through the centre and pull slowly and straight.',
    ],
  },
  {
    id: 'broken-cork',
    kind: 'mishap',
    all: [/\bcorks?\b/, /\b(broke|broken|snapped|snap|split|half|tore|torn|stuck)\b/],
    answer:
      "When a cork breaks in the neck, drive the corkscrew back into the piece that's left, at an angle and gently, and ease it out; if it crumbles or won't budge, push it into the bottle and strain the wine into a jug or decanter. The wine itself is fine.",
    tips: [
      'A two-pronged ‘ah-so’ opener rescues a fragile cork best.',
      'Old corks break most: warm the neck in your hand for a minute first.',
    ],
  },
  {
    id: 'cork-pushed-in',
    kind: 'mishap',
    all: [/\bcorks?\b/, /\b(pushed|push|fell|fallen|dropped|sank|sunk|slipped|inside)\b/],
    answer:
      'A cork pushed into the bottle does the wine no harm. Pour slowly, holding the cork back from the neck with a chopstick or a skewer, or decant the whole bottle into a jug or carafe.',
    tips: [
      'To get the cork out of the empty bottle, loop a string or a plastic bag inside and pull.',
      'Any crumbs can be strained out through a tea strainer.',
    ],
  },
  {
    id: 'sediment',
    kind: 'mishap',
    all: [/\b(sediment|dregs|gritty|sludge|deposit|crust|bits|particles|flakes|gunk|residue)\b/],
    answer:
      'Sediment in a red — dark grit or a crust on the glass — is tannin and colour that settled with age, often a sign of a wine bottled without heavy filtering. It is harmless, just bitter and gritty: stand the bottle upright for a day, then decant it slowly by a light, stopping when the sediment reaches the neck.',
    tips: ['Clear crystals in a white are tartrates, equally harmless.', 'A coffee filter rescues the last glass.'],
  },
  {
    id: 'frozen-bottle',
    kind: 'mishap',
    all: [/\b(freezer|froze|frozen|freeze|freezing)\b/],
    answer:
      'A frozen bottle is usually fine: let it thaw slowly in the fridge. Freezing expands the wine, which can push the cork partly out or crack the glass; if the cork moved, drink it within a day or two, as air got in.',
    tips: [
      'Harmless tartrate crystals may appear after thawing.',
      'A sparkling wine that froze may lose some of its fizz.',
    ],
  },
  {
    id: 'heat-damage',
    kind: 'mishap',
    all: [
      /\b(hot|heat|heatwave|sun|sunny|warm|baking|boiling)\b/,
      /\b(car|boot|trunk|left|forgot|forgotten|delivery|delivered|shipping|shipped|transport|window)\b/,
    ],
    none: [/\b(serve|serving|cellar temperature)\b/],
    answer:
      "Heat is wine's enemy: a few hours at 30 °C or more, in a car or a delivery van, can cook it, dulling the fruit to a stewed, jammy taste, and the expanding wine may push the cork up or seep past it. Check the cork: if it is raised or sticky with wine, drink the bottle soon rather than keep it; if it looks normal, cool it slowly and taste.",
    tips: [
      'One warm afternoon often leaves only a slight dulling; days of heat do real harm.',
      'Sunlight adds its own damage, lightstrike, to clear and pale bottles.',
    ],
  },
  {
    id: 'wine-stain',
    kind: 'mishap',
    all: [/\b(stain|stains|stained|spill|spilled|spilt|spilling)\b/],
    answer:
      "For a red wine spill, blot (don't rub) at once, then rinse with cold water — hot water sets the stain. Salt or baking soda on a damp stain draws the colour out of a carpet; a shirt can soak in cold water with washing-up liquid, then go through the wash with an oxygen-based detergent.",
    tips: [
      'White wine on red is a myth; soda water helps only because it is water.',
      'On a tablecloth, stretch the fabric over a bowl and pour cold water through the stain.',
    ],
  },
];
