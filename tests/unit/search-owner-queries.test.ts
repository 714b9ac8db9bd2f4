// How the engine reads the way owners ask (issue 23): contractions, complaints, titles, codes, sizes and
// question words, against hand-made pages where the plain word count would pick the wrong page.
import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../../src/search/engine';
import {
  altitudeWords,
  backIsRear,
  canonical,
  correction,
  countsAs,
  howLongBetween,
  howOften,
  numberWords,
  onceHot,
  otherCodeForm,
  planQuery,
  preRide,
  processTerm,
  queryPhrases,
  queryTermsOf,
  riderWords,
  viscosityGrade,
  whereToStart,
  workOutWhich,
} from '../../src/search/queryPlan';
import {joinPhrases} from '../../src/search/synonyms';
import type {DocSearchRecord} from '../../src/search/types';

let n = 0;
function page(url: string, title: string, sections: [string | null, string][]): DocSearchRecord[] {
  const base = {language: 'en', version: ['current'], docusaurus_tag: 'docs-default-current'};
  const out: DocSearchRecord[] = [];
  for (const [heading, text] of sections) {
    const anchor = heading ? heading.toLowerCase().replace(/\W+/g, '-') : null;
    const hierarchy = {lvl0: 'Guides', lvl1: title, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    const common = {url: anchor ? `${url}#${anchor}` : url, url_without_anchor: url, anchor, hierarchy, ...base};
    out.push({...common, objectID: String(n++), type: heading ? 'lvl2' : 'lvl1', content: null});
    out.push({...common, objectID: String(n++), type: 'content', content: text});
  }
  return out;
}

const engine = SearchEngine.fromRecords([
  ...page('/wont-start', "Pit Bike Won't Start: Troubleshooting", [
    [null, 'Work through fuel, spark and compression in order.'],
    ['Spark', 'Pull the plug and crank the engine.'],
  ]),
  ...page('/how-to-start', 'How to Start a Pit Bike', [
    [null, 'Start a cold engine with the choke on. Start it warm without. Start in neutral, start every time.'],
  ]),
  ...page('/kill-switch', 'Kill Switch and Ignition Wiring Faults', [[null, 'A kill switch shorts the CDI to ground.']]),
  ...page('/lights', 'Installing Lights', [
    [null, 'Lights not working? Not every stator has a lighting coil; working lights need one, and the switch must not be wet.'],
    [
      'Switch',
      'The light switch and the kill switch sit on the bar; a kill switch not working when wet is not a lighting fault, and a working kill switch is not a light switch.',
    ],
  ]),
  ...page('/decoder', 'Engine Code Decoder', [[null, 'Read an engine code such as 153FMI position by position.']]),
  ...page('/oil', 'Changing the Engine Oil', [[null, 'The 1P52FMH and the 153FMI take 0.9 L. The 153FMI drain plug is 17 mm. 153FMI 153FMI.']]),
  ...page('/plugs', 'Spark Plug Chart', [
    [null, 'Plug gap, plug reach and plug heat range: a plug for every engine. Let water drain from the plug well before you pull the plug.'],
  ]),
  ...page('/clutch-110', 'Semi-Automatic Clutch', [
    [null, 'The 1P52FMH clutch: the 1P52FMH clutch basket, 1P52FMH clutch plates.'],
    ['Clutch adjuster', 'The 1P52FMH clutch adjuster screw.'],
  ]),
  ...page('/clutch-cable', 'Clutch Cable', [[null, 'The 1P52FMH has no clutch cable, but a 1P52FMH clutch lever swap adds one.']]),
  ...page('/top-end', 'Top-End Service', [[null, 'The 153FMI head, the 153FMI barrel and the 153FMI piston come off in that order.']]),
  ...page('/clutch', 'Clutch Service', [[null, 'The 153FMI clutch basket and the 153FMI plates; 153FMI springs.']]),
  ...page('/cam', 'Cam Timing', [[null, 'Line up the 153FMI cam sprocket mark; every 153FMI has one.']]),
  ...page('/yx', 'YX 140cc Wiring', [[null, 'The YX 140 stator has two yellow leads.']]),
  ...page('/ttr', 'Valve Clearances', [[null, 'The TT-R90 intake is set cold.']]),
  ...page('/tools', 'Tools', [
    [null, 'A 10 mm socket and a 12 V test lamp.'],
    ['Sockets', 'Sockets from 8 to 19, 10 and mm sizes in a tray, 12 of them.'],
  ]),
  ...page('/meaning', 'Words', [[null, 'What does it mean? This means that, and mean values mean little.']]),
]);

const top = async (q: string) => [...new Set((await engine.search(q)).hits.map((h) => h.url_without_anchor))];

describe('owner queries', () => {
  it("reads wont, won't and won’t as one word, and puts the page whose title the query holds first", async () => {
    for (const q of ['pit bike wont start', "pit bike won't start", 'pit bike won’t start', "Pit Bike Won't Start: Troubleshooting"]) {
      expect((await top(q))[0], q).toBe('/wont-start');
    }
  });

  it('takes a complaint ("not working") to the fault page, not to a page that repeats "not" and "working"', async () => {
    expect((await top('kill switch not working'))[0]).toBe('/kill-switch');
  });

  it('does not let a question word outweigh the subject: "what does 153FMI mean" finds the code, and the decoder', async () => {
    const pages = await top('what does 153FMI mean');
    expect(pages).not.toContain('/meaning');
    expect(pages.slice(0, 3)).toContain('/decoder');
  });

  it('brings the decoder in for an engine code alone', async () => {
    expect((await top('153fmi')).slice(0, 3)).toContain('/decoder');
  });

  it('puts the decoder in the first three for an engine code it does not itself repeat', async () => {
    const pages = await top('1P52FMH clutch');
    expect(pages.slice(0, 3)).toContain('/decoder');
    expect(pages[0]).not.toBe('/decoder');
  });

  it('reads "drain plug" as one thing, not as a spark plug', async () => {
    expect((await top('drain plug'))[0]).toBe('/oil');
  });

  it('matches a model code written joined, spaced or hyphenated', async () => {
    for (const q of ['yx140', 'YX 140', 'yx 140']) expect((await top(q))[0], q).toBe('/yx');
    for (const q of ['ttr90', 'TT-R90', 'tt r90']) expect((await top(q))[0], q).toBe('/ttr');
  });

  it('matches a size as written: "10mm" finds "10 mm", "12v" finds "12 V", and not a 10 and an mm apart', async () => {
    const {hits} = await engine.search('10mm');
    expect(hits.map((h) => h.url)).toEqual(['/tools']);
    expect((await engine.search('12v')).hits.map((h) => h.url)).toEqual(['/tools']);
  });

  it('still searches a question of weak words alone', async () => {
    expect((await top('not working')).length).toBeGreaterThan(0);
  });
});

// The second round (issue 23): gear senses, unit conversions, symptom words, sizes beside the subject, and a
// title of site words only. Each engine is built from its own hand-made pages.
const round2 = SearchEngine.fromRecords([
  ...page('/gearbox', 'Gearbox and Shifting Problems', [
    [null, 'The shift drum and forks select each ratio.'],
    ['Troubleshooting', 'False neutral between two gears: weak detent spring. Lever stays down: broken centering spring.'],
  ]),
  ...page('/gearing', 'Changing Pit Bike Gearing', [
    [
      null,
      'A bigger rear sprocket gears the bike down; each gear then tops out sooner. Gear for the riding you do: riding trails, lower gear; riding a track, taller.',
    ],
    ['Gear ratios', 'Gear the bike for neutral throttle on the longest straight: one gear, one sprocket, one tooth at a time.'],
  ]),
  ...page('/kit', 'Helmets and Boots', [[null, 'A helmet, goggles, boots and gloves are the least riding gear for a child.']]),
  ...page('/units', 'Unit Conversions', [[null, 'Torque: 1 ft-lb is 1.3558 Nm. Pressure: 1 psi is 6.895 kPa.']]),
  ...page('/torque', 'Torque Specs', [[null, 'Torque in Nm and ft-lb: an M6 bolt takes 10 Nm (7 ft-lb); Nm to ft-lb, ft-lb to Nm, every bolt.']]),
  ...page('/fuel', 'Cleaning the Fuel System', [['Troubleshooting', 'Dies after a few minutes, restarts after a rest: blocked tank breather.']]),
  ...page('/charging', 'Testing the Regulator/Rectifier', [['Failure symptoms', 'Battery flat after rides: rectifier diode open.']]),
  ...page('/what', 'What Is a Pit Bike', [[null, 'A pit bike is a small off-road bike. A pit bike, a pitbike.']]),
  ...page('/plug', 'Ignition Setup', [[null, 'Set the plug gap with a wire gauge before the first start, and check the gap at every service.']]),
  ...page('/engine125', '125cc Engines', [[null, 'The 125cc engine: a 125cc plug, 125cc gap, 125cc head.']]),
  ...['/a125', '/b125', '/c125'].flatMap((url) =>
    page(url, `Engine ${url.slice(1, 2)}`, [[null, 'A 125cc plug lead and a 125cc plug cap for the 125cc.']]),
  ),
  ...page('/decals', 'Plastics and Graphics', [[null, 'Cut the decal out neatly; cut a number plate out of sheet.']]),
  ...page('/throttle', 'Adjusting the Throttle Cable', [
    [null, 'Set the free play at the grip.'],
    ['Troubleshooting', 'Idle rises when the bars are turned: no free play. Grip returns slowly: dry cable.'],
  ]),
  ...page('/idle', 'Idle Speed', [[null, 'Turn the idle screw in and the idle goes up; turn it out and it goes down. Turn it when warm.']]),
  ...page('/battery-care', 'Battery Care', [[null, 'A battery keeps its charge longer on a float charger; the battery keeps well when cool.']]),
]);
const top2 = async (q: string) => [...new Set((await round2.search(q)).hits.map((h) => h.url_without_anchor))];

describe('owner queries, second round', () => {
  it('reads "gear" as the gearbox when the question shifts or is stuck in one, and as gearing otherwise', async () => {
    for (const q of ['stuck in gear', 'false neutral between 3rd and 4th gear', 'wont go into gear', 'gear lever stays down']) {
      expect((await top2(q))[0], q).toBe('/gearbox');
    }
    expect((await top2('gear ratios for the track'))[0]).toBe('/gearing');
  });

  it('reads "riding gear" as kit, not as gearing', async () => {
    expect((await top2('riding gear'))[0]).toBe('/kit');
  });

  it('takes a question converting one unit to another to the conversion page, even where another page repeats both units', async () => {
    for (const q of ['nm to ft lbs', 'convert kpa to psi', 'ft lb in nm']) expect((await top2(q))[0], q).toBe('/units');
    expect((await top2('m6 bolt torque nm'))[0]).toBe('/torque');
  });

  it('matches an owner’s symptom words to the fault table’s words', async () => {
    expect((await top2('bike cuts out'))[0]).toBe('/fuel');
    expect((await top2('battery keeps dying'))[0]).toBe('/charging');
  });

  it('finds a troubleshooting table on a page that is not a fault page by the table’s own words for the symptom', async () => {
    expect((await top2('idle goes up when i turn the bars'))[0]).toBe('/throttle');
    expect((await top2('throttle sticks'))[0]).toBe('/throttle');
  });

  it('does not take "pitbike" beside a subject as naming the page "What Is a Pit Bike", and still does alone', async () => {
    expect(await top2('battery keeps dying on my pitbike')).not.toContain('/what');
    expect((await top2('pitbike battery'))[0]).not.toBe('/what');
    expect((await top2('what is a pitbike'))[0]).toBe('/what');
  });

  it('lets a size beside two words of subject narrow the question without requiring it', async () => {
    // Only one page holds all three words; the page on both subjects comes next, before pages on the size alone.
    expect((await top2('plug gap 125cc')).slice(0, 2)).toEqual(['/engine125', '/plug']);
  });
});

// The third round (issue 23): misspelt words corrected to the one site word they were meant as.
const round3 = SearchEngine.fromRecords([
  ...page('/stator-test', 'Testing the Stator', [[null, 'Test the stator coil with a multimeter: test each pair of leads.']]),
  ...page('/stator-wiring', 'Stator Wiring', [[null, 'The stator has five leads; the stator plug, the stator cover and the stator bolts.']]),
  ...page('/fuel-clean', 'Cleaning the Fuel System', [[null, 'Clean the carburetor bowl and jets; clean the tank tap screen.']]),
  ...page('/carb-review', 'Bike Review', [[null, 'Carburation is clean off the bottom; the carburation suits the altitude.']]),
  ...page('/codes', 'Engine Codes', [[null, 'The 153FMI and the 1P52FMH: read the code position by position.']]),
  ...page('/oil-cooler', 'Installing an Oil Cooler', [[null, 'Fit the cooler in the oil line at the head; run the oil lines clear of the exhaust.']]),
  ...page('/gearing-calc', 'Gearing', [
    ['Gearing calculator', 'The calculator gives the road speed in top gear from the sprockets: speed in top gear, speed in any gear.'],
  ]),
  ...page('/each', 'Engine Classes', [[null, 'Each engine class has a top speed in each gear; the calculator index lists them.']]),
  ...page('/kick-problems', 'Kickstarter Problems', [[null, 'A kickstarter that is hard to push down: check the kickstarter shaft.']]),
  ...page('/classes', 'Rider Classes', [[null, 'Hard riding over the years: kick the stand up, ride hard, go over the jumps.']]),
  ...page('/starter', 'Electric Start Problems', [[null, 'The starter cranks the engine slowly: a weak battery or a dirty ground.']]),
  ...page('/steering', 'Steering Stops', [[null, 'Turn the engine over by hand to set the timing, then turn the bars over to the stop.']]),
  ...page('/engine-swap', 'Engine Swap for Z50 Frames', [
    [null, 'Fit the engine to the Z50 frame with new mounts; the frame takes the engine once the mounts are cut.'],
  ]),
  ...page('/era', 'The Minibike Era', [[null, 'Owners put an engine in the old frame of a Z50.']]),
  ...page('/start', 'Starting the Engine', [
    [null, 'Find compression with the kickstart: push the kickstart slowly to compression, find it, then kick hard.'],
  ]),
  ...['/riding-a', '/riding-b', '/riding-c'].flatMap((url) =>
    page(url, `Riding Lesson ${url.slice(-1)}`, [
      [
        null,
        'Riding technique on a track: find the line early, look ahead, stand on the pegs, grip the tank with the knees, brake before the turn and not in it, keep the elbows up and the head over the bars; the kickstart and the compression release sit on the left, out of the way of the boot.',
      ],
    ]),
  ),
  ...page('/lifan-tuning', 'Tuning Lifan Engines', [
    [null, 'A Lifan 125 runs hot when tuned: an oil cooler on the Lifan 125 keeps the oil in range. Lifan 125 oil, Lifan 125 cooler.'],
  ]),
]);
const top3 = async (q: string) => [...new Set((await round3.search(q)).hits.map((h) => h.url_without_anchor))];

describe('owner queries, third round', () => {
  it('reads a word with two letters swapped as the site word it was meant as', async () => {
    expect((await top3('stator tset'))[0]).toBe('/stator-test');
  });

  it('reads a long misspelt word as the one site word two edits away, with its synonyms', async () => {
    expect((await top3('carburater cleaning'))[0]).toBe('/fuel-clean');
  });

  it('takes a task title as named by its subject of two words or more, beside the engine it is for', async () => {
    expect((await top3('oil cooler on a lifan 125'))[0]).toBe('/oil-cooler');
    // One word of subject ("Testing the Stator") names nothing: a question about the stator is not a test.
    expect((await top3('stator plug bolts'))[0]).toBe('/stator-wiring');
  });

  it('does not require a section to hold "each" or "every": they say how much of a subject, not which', async () => {
    expect((await top3('top speed in each gear calculator'))[0]).toBe('/gearing-calc');
  });

  it('reads "kick over" as the kickstarter and "turn over" as cranking', async () => {
    expect((await top3('hard to kick over'))[0]).toBe('/kick-problems');
    expect((await top3('engine wont turn over'))[0]).toBe('/starter');
  });

  it('does not require a section to hold "put": it says what is done, as "get" and "use" do', async () => {
    expect((await top3('put an engine in a z50 frame'))[0]).toBe('/engine-swap');
  });

  it('does not require a section to hold "technique", "tips" or "method": they ask how, not about what', async () => {
    // Three pages hold every word, "technique" too; the page on finding compression with the kickstart is still found.
    expect((await top3('kickstart technique find compression')).slice(0, 3)).toContain('/start');
  });

  it('corrects only a word the site does not use, never a code or a size, and never between two as-near words', () => {
    const known = new Set(['high', 'height', 'light', 'test', 'stator', 'carburetor', '153fmi']);
    const near = (word: string, max: number) => {
      const distance = (a: string, b: string) => {
        const d = Array.from({length: a.length + 1}, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
        for (let j = 1; j <= b.length; j++) d[0]![j] = j;
        for (let i = 1; i <= a.length; i++)
          for (let j = 1; j <= b.length; j++)
            d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
        return d[a.length]![b.length]!;
      };
      return new Map([...known].map((t) => [t, distance(word, t)] as const).filter(([, d]) => d <= max));
    };
    expect(correction('tset', 'tset', known, near)).toBe('test');
    expect(correction('stater', 'stater', known, near)).toBe('stator');
    expect(correction('test', 'test', known, near)).toBeNull();
    expect(correction('hight', 'hight', known, near)).toBeNull();
    expect(correction('153fmj', '153fmj', known, near)).toBeNull();
  });
});

describe('an owner word searched one way', () => {
  const oneWay = SearchEngine.fromRecords([
    ...page('/leaks', 'Finding and Fixing Oil Leaks', [[null, 'Oil dripping under the engine after it stood points to the drain bolt washer.']]),
    ...page('/mounts', 'Motor Mounts', [[null, 'Check the oil level, then the mount bolts under the motor.']]),
    ...page('/starter', 'Electric Start Problems', [[null, 'The starter motor turns when the relay clicks.']]),
    ...page('/decoder', 'Engine Code Decoder', [[null, 'Each engine code names the bore and the layout.']]),
  ]);
  const pages = async (q: string) => [...new Set((await oneWay.search(q)).hits.map((h) => h.url_without_anchor))];

  it('reads "motor" as the engine too, but never "engine" as the starter motor', async () => {
    expect((await pages('oil dripping under the motor'))[0]).toBe('/leaks');
    expect(await pages('engine code')).not.toContain('/starter');
    expect((await pages('starter motor'))[0]).toBe('/starter');
  });
});

describe('a complaint with a particle', () => {
  const bogs = SearchEngine.fromRecords([
    ...page('/jetting', 'Carburetor Jetting Basics', [
      [null, 'Jetting sets the fuel at each throttle opening.'],
      ['Troubleshooting', 'Engine bogs at full throttle: main jet too small.'],
    ]),
    ...page('/cable', 'Adjusting the Throttle Cable', [
      [
        null,
        'Push the bike down the ramp, engine off. At full throttle the slide must open all the way; an engine that hesitates is seldom the cable.',
      ],
    ]),
  ]);

  it('reads "bogs down" as the tables\' "bogs", not as a "down" a page must hold', async () => {
    expect((await bogs.search('engine bogs down at full throttle')).hits[0]?.url_without_anchor).toBe('/jetting');
  });
});

describe('symptoms in owners’ words, fifth round', () => {
  const symptoms = SearchEngine.fromRecords([
    ...page('/air-filter', 'Air Filter Maintenance', [
      [null, 'Clean and oil a foam element.'],
      ['Troubleshooting', 'Engine runs rich and sluggish after a service: too much oil in the foam.'],
    ]),
    ...page('/feel', 'Riding Position', [[null, 'Feel the engine pull; the engine feels smooth and feels strong when you feel for the bars.']]),
    ...page('/overheat', 'Diagnosing Overheating', [[null, 'A bike that overheats pinks and runs on after it is switched off.']]),
    ...page('/running-in', 'Running In', [
      [null, 'Running a new bike: running it gently, never hot; a hot bike running long is a bike running badly.'],
    ]),
    ...page('/carb-faults', 'Tuning Workflow', [[null, 'Popping back through the carb: a lean mixture or an intake leak.']]),
    ...page('/float', 'Carb Float Valve', [
      [null, 'Fuel passes through the carb float valve into the carb; the carb bowl fills through the seat, through the jet.'],
    ]),
    ...page('/forks', 'Fork Service', [[null, 'Fork seals leaking oil down the legs: replace both seals.']]),
    ...page('/fork-sizes', 'Fork Measurements', [[null, 'Fork tube size, fork seal size, fork seal part number, fork seal fit.']]),
    ...page('/supermoto', 'Supermoto Conversion', [[null, 'Road tires and a bigger front disc for tarmac.']]),
    ...page('/tires', 'Tire Sizes', [[null, 'Tires by wheel size: tires front and rear, tires for dirt.']]),
  ]);
  const first = async (q: string) => (await symptoms.search(q)).hits[0]?.url_without_anchor;

  it('reads "gutless" as the tables\' "sluggish" and "loss of power"', async () => {
    expect(await first('gutless engine')).toBe('/air-filter');
  });
  it('reads "running hot" as overheating, not as a page saying "running" and "hot" apart', async () => {
    expect(await first('bike running hot')).toBe('/overheat');
  });
  it('reads "backfires" as the tables\' "popping"', async () => {
    expect(await first('backfires through the carb')).toBe('/carb-faults');
  });
  it('reads "weeping" as leaking', async () => {
    expect(await first('fork seal weeping')).toBe('/forks');
  });
  it('reads "motard" as a supermoto', async () => {
    expect(await first('motard tires')).toBe('/supermoto');
  });
});

describe('a typo as near two site words', () => {
  const typos = SearchEngine.fromRecords([
    ...page('/chain', 'Chain Care', [[null, 'Lube the chain after every wet ride.']]),
    ...page('/oil', 'Changing the Oil', [[null, 'Change the oil often; change the filter when you change the oil.']]),
    ...page('/heights', 'Seat Height', [[null, 'Seat height by model, and the light weight of the small bikes.']]),
  ]);
  const first = async (q: string) => (await typos.search(q)).hits[0]?.url_without_anchor;

  it('chooses, for a word of four letters, the site word that shares a section with the rest of the question', async () => {
    expect(await first('chan lube')).toBe('/chain');
  });

  it('chooses none by context when no section holds a candidate with the other words, or two hold as many', () => {
    const known = new Set(['chain', 'chang', 'chin', 'lube']);
    const near = () =>
      new Map([
        ['chain', 1],
        ['chang', 1],
        ['chin', 1],
      ]);
    expect(correction('chan', 'chan', known, near)).toBeNull();
    expect(correction('chan', 'chan', known, near, (t) => (t === 'chain' ? 2 : 0))).toBe('chain');
    expect(correction('chan', 'chan', known, near, () => 0)).toBeNull();
    expect(correction('chan', 'chan', known, near, (t) => (t === 'chin' ? 0 : 3))).toBeNull();
  });
});

describe('a word of how often, not of what', () => {
  const keeps = SearchEngine.fromRecords([
    ...page('/plates', 'Plates and Springs', [[null, 'A clutch that slips has worn plates or weak springs.']]),
    ...page('/keep', 'Keeping the Bike Running', [
      [null, 'Keep the clutch cable oiled, keep it clean, and keep spares; keep the clutch lever tight.'],
    ]),
  ]);

  it('does not require a section to hold "keeps": "clutch keeps slipping" is a clutch that slips', async () => {
    expect((await keeps.search('clutch keeps slipping')).hits[0]?.url_without_anchor).toBe('/plates');
  });
});

describe('a rider described by age, height or weight (sixth round)', () => {
  const riders = SearchEngine.fromRecords([
    ...page('/choose', 'How to Choose', [[null, 'A young child on a first bike needs a low seat; kids grow fast.']]),
    ...page('/first-start', 'First Start', [
      [null, 'The first start of a new bike: year of manufacture on the frame, old fuel out, first oil change.'],
    ]),
    ...page('/sizes', 'Bike Sizes', [[null, 'Seat height by model: a tall rider needs the big-wheel class.']]),
    ...page('/pistons', 'Piston Sizing', [[null, 'Piston size by bore: oversize pistons and what size to order.']]),
    ...page('/large', 'Large Bikes', [[null, 'The 190 class suits heavy adults.']]),
    ...page('/weights', 'Weight Reduction', [[null, 'Weight of the bike: a lighter bike, weight saved on the frame.']]),
  ]);
  const first = async (q: string) => (await riders.search(q)).hits[0]?.url_without_anchor;

  it('reads "N year old" as a child, and from 18 as an adult', async () => {
    expect(riderWords('for my 9 year old')).toBe('for my 9 year old');
    expect(riderWords('for a 40 year old beginner')).toBe('for a adult beginner');
    expect(await first('first bike for my 9 year old')).toBe('/choose');
  });
  it("reads a height in feet or centimeters as the rider's height, and a weight in kilos or pounds as the rider's weight", async () => {
    expect(riderWords('im 6ft 2 and 110kg')).toBe('im rider_height and rider_weight');
    expect(riderWords('5 foot 10 inches, 180 cm, 250 lbs')).toBe('rider_height, rider_height, rider_weight');
    expect(await first('im 6ft 2 what size do i need')).toBe('/sizes');
    expect(await first('pit bike for a 110kg bloke')).toBe('/large');
  });
  it('reads "good" as "best", so "a good first bike" holds the keyword "best first pit bike"', async () => {
    const [opening, ...rest] = page('/buying', 'Buying Guide', [[null, 'Step 1: describe the rider.']]);
    const buying = SearchEngine.fromRecords([
      {...opening!, keywords: ['best first pit bike']},
      ...rest,
      ...page('/first-ride', 'Riding', [[null, 'Wear good boots for the first ride.']]),
    ]);
    expect((await buying.search('good first pit bike')).hits[0]?.url_without_anchor).toBe('/buying');
  });
  it('drops "did", "im" and "ive" as question words, as it drops "does" and "i"', () => {
    expect(queryTermsOf('when did pit bikes first come out')).toEqual(['pit_bikes', 'first', 'come', 'out']);
    expect(queryTermsOf('im 15, ive a crf50')).toEqual(['15', 'crf50']);
  });
  it('searches a rider\'s height once when the question says "height" itself', () => {
    const known = new Set(['seat', 'height', 'tall', 'engin', 'oil']);
    expect(planQuery('5ft 6 what seat height', known).queries.map((q) => q.query)).toEqual(['seat', 'height']);
    expect(planQuery('motor engine oil', known).queries.map((q) => q.query)).toEqual(['engin', 'oil']);
  });
  it('takes a word of the synonym table as meant, not as a typo of a site word ("bloke" is no "block")', async () => {
    const withBlock = SearchEngine.fromRecords([
      ...page('/block', 'Engine Block', [[null, 'The block and the heavy crankcase.']]),
      ...page('/large', 'Large Bikes', [[null, 'The 190 class suits heavy adults.']]),
    ]);
    expect((await withBlock.search('heavy bloke')).hits[0]?.url_without_anchor).toBe('/large');
  });
});

describe('a lone digit before a word (sixth round)', () => {
  const heads = SearchEngine.fromRecords([
    ...page('/large', 'Large Bikes', [
      [null, 'The 190 class.'],
      ['Heads', 'Two-valve or four-valve heads.'],
    ]),
    ...page('/clearances', 'Clearances', [[null, 'The valve to head gap of a 190, valve and head cold.']]),
  ]);

  it('reads "2 valve" as "two-valve", but not a digit before a unit', async () => {
    expect(numberWords('2 valve or 4 valve head')).toBe('two valve or four valve head');
    expect(numberWords('5 mm bolt, 1.5 turns, 12 v')).toBe('5 mm bolt, 1.5 turns, 12 v');
    expect((await heads.search('2 valve or 4 valve head on a 190')).hits[0]?.url_without_anchor).toBe('/large');
  });
});

describe('symptoms and parts in owners’ words, sixth round', () => {
  const words = SearchEngine.fromRecords([
    ...page('/overheat', 'Diagnosing Overheating', [['Troubleshooting', 'Header pipe glows at idle: retarded timing or a lean idle.']]),
    ...page('/exhaust', 'Exhaust Systems', [[null, 'The exhaust pipe and silencer: a red exhaust pipe heat wrap, pipe by pipe.']]),
    ...page('/suspension', 'Suspension Setup', [['Symptom table', 'Headshake or wobble at speed: front too low.']]),
    ...page('/clutch', 'Front Clutch', [[null, 'A front clutch ends the slip; at the end of the lever, speed the engine to the end of its range.']]),
    ...page('/crf50', 'CRF50F Owner’s Guide', [['Throttle stop screw', 'The CRF50 throttle stop screw limits how far the throttle opens.']]),
    ...page('/idle', 'Idle Speed and Mixture Screw', [
      [null, 'The CRF50 idle speed screw; speed up the idle with the screw, and set the speed limit of the idle.'],
    ]),
  ]);
  const first = async (q: string) => (await words.search(q)).hits[0]?.url_without_anchor;

  it('reads "glowing red" as the tables\' "glows", a symptom, with no "red" a section must hold', () => {
    const plan = planQuery('exhaust pipe glowing red', new Set(['exhaust', 'pipe', 'glow', 'red']));
    expect(plan.symptom).toBe(true);
    expect(plan.queries.map((q) => q.query)).not.toContain('red');
  });
  it('reads "front end shakes" as the front of the bike and the tables\' "headshake"', async () => {
    expect(await first('front end shakes at speed')).toBe('/suspension');
  });
  it('reads "speed limiter" as the throttle stop', async () => {
    expect(await first('crf50 speed limiter screw')).toBe('/crf50');
  });
});

describe('seventh round', () => {
  it('reads "changing gear" as shifting, with "changing" a weak word, and "changing the gearing" still as gearing', () => {
    const known = new Set(['chang', 'gear', 'gearbox', 'shift', 'crf50', 'clutch', 'sprocket']);
    const plan = planQuery('changing gear on a crf50', known);
    expect(plan.queries.map((q) => [q.query, q.weak])).toEqual([
      ['chang', true],
      [{combineWith: 'OR', queries: ['gear', 'gearbox', 'shift']}, false],
      ['crf50', false],
    ]);
    const gearing = planQuery('changing the gearing', known);
    expect(gearing.queries.map((q) => [q.query, q.weak])).toEqual([
      ['chang', false],
      [{combineWith: 'OR', queries: ['sprocket', 'gear']}, false],
    ]);
  });
  it('drops pronouns ("their", "they", "me", "our") as it drops "my" and "your"', () => {
    expect(queryTermsOf('do pit bikes hold their value')).toEqual(['pit_bikes', 'hold', 'valu']);
    expect(queryTermsOf('will they fit me or our kids')).toEqual(['fit', 'kid']);
  });
  it('reads "let off the gas" as closing the throttle, not as fuel', async () => {
    const idle = SearchEngine.fromRecords([
      ...page('/idle', 'Idle Speed', [['Troubleshooting', 'Revs: idle hangs high after closing the throttle: lean pilot circuit.']]),
      ...page('/fuel', 'Race Gas', [[null, 'Gas off the shelf: revs and gas, octane of the gas, gas that hangs about.']]),
    ]);
    expect((await idle.search('revs hang after i let off the gas')).hits[0]?.url_without_anchor).toBe('/idle');
    expect(queryTermsOf('let off the throttle')).toEqual(['let_off_the_throttle']);
  });
  it('reads a chain that falls, jumps or comes off as one symptom', async () => {
    const chain = SearchEngine.fromRecords([
      ...page('/chain', 'Adjusting the Chain', [['Troubleshooting', 'Chain keeps coming off the sprocket: too slack.']]),
      ...page('/gearing', 'Gearing', [[null, 'Sprocket prices fall; take the chain off and fit the new sprocket.']]),
    ]);
    expect((await chain.search('chain keeps falling off the sprocket')).hits[0]?.url_without_anchor).toBe('/chain');
  });
  it("finds a keyword phrase in a word read as another: a rider's weight is heavy, a motor an engine", () => {
    const known = new Set(['_adult_heavi', '_engin_overheat']);
    expect(queryPhrases(['pit_bike', 'rider_weight', 'bloke'], known)).toEqual(['_adult_heavi']);
    expect(queryPhrases(['motor', 'overheat'], known)).toEqual(['_engin_overheat']);
    expect(queryPhrases(['rider_weight', 'overheat'], known)).toEqual([]);
    // Two words read as others at once: a rider's weight is heavy and a man an adult.
    expect(queryPhrases(['pit_bike', 'rider_weight', 'man'], known)).toEqual(['_adult_heavi']);
  });
});

describe('eighth round', () => {
  const first = async (engine: SearchEngine, q: string) => (await engine.search(q)).hits[0]?.url_without_anchor;

  const words = SearchEngine.fromRecords([
    ...page('/idle', 'Idle Speed', [[null, 'Set the idle speed to the rpm the maker gives.']]),
    ...page('/gearing', 'Gearing', [[null, 'Engine rpm over the rev range; a tick at high rpm, and over-revving.']]),
    ...page('/first-start', 'Preparing for the First Start', [[null, 'What to check before the first start of a new bike.']]),
    ...page('/crate', 'Unpacking', [[null, 'Check the crate, then fire the rest of the packing up into the bin. Check it all.']]),
  ]);
  it('reads "tick over" as idling', async () => {
    expect(await first(words, 'what rpm should it tick over at')).toBe('/idle');
    expect(queryTermsOf('ticks over')).toEqual(['ticks_over']);
  });
  it('reads "fire it up" as starting', async () => {
    expect(await first(words, 'what to check before i fire it up')).toBe('/first-start');
  });
  it('reads "before i ride" as the pages\' "pre-ride"', async () => {
    expect(preRide('quick checks each time before i ride')).toBe('quick checks each time pre ride');
    expect(preRide('before riding, before every ride, before the rides')).toBe('pre ride, pre ride, pre ride');
    expect(preRide('before the rider')).toBe('before the rider');
    const checks = SearchEngine.fromRecords([
      ...page('/pre-ride', 'Pre-Ride Checks', [[null, 'Tires, chain, brakes and throttle.']]),
      ...page('/suspension', 'Suspension', [[null, 'Check the sag before you ride each time and the time the fork takes to return.']]),
    ]);
    expect(await first(checks, 'quick checks each time before i ride')).toBe('/pre-ride');
  });
  it('reads "before" between two subjects as a weak word', async () => {
    const hours = SearchEngine.fromRecords([
      ...page('/schedule', 'Maintenance Schedule', [[null, 'Top end: every 20 hours of riding.']]),
      ...page('/rebuild', 'Top-End Rebuild', [[null, 'Before you strip the top end, clean the top end. The top end comes off before the cylinder.']]),
    ]);
    expect(await first(hours, 'how many hours before the top end')).toBe('/schedule');
  });
  it('reads "nothing" and "fine" of a complaint as weak words', async () => {
    const starter = SearchEngine.fromRecords([
      ...page('/electric-start', 'Electric Start', [[null, 'Starter button dead, but the engine runs on the kickstarter: test the starter relay.']]),
      ...page('/new-bike', 'New Bike', [[null, 'It starts fine out of the crate, with nothing to fit; the starter button is on the right bar.']]),
    ]);
    expect(await first(starter, 'starter button does nothing but it runs fine')).toBe('/electric-start');
  });
  it('reads "often" of "how often" as a weak word', async () => {
    const grease = SearchEngine.fromRecords([
      ...page('/pivot', 'Swingarm Pivot', [[null, 'Grease the swingarm pivot every 20 hours.']]),
      ...page('/chain', 'Chain Lube', [[null, 'Lube the chain often; grease often picks up grit, and the swingarm slider wears.']]),
    ]);
    expect(await first(grease, 'how often should the swingarm be greased')).toBe('/pivot');
  });
});

describe('ninth round', () => {
  const first = async (engine: SearchEngine, q: string) => (await engine.search(q)).hits[0]?.url_without_anchor;
  const same = (a: string, b: string) => canonical(queryTermsOf(a)[0]!) === canonical(queryTermsOf(b)[0]!);

  it('reads British and Australian words as the pages\' ("carby", "loom") and "second hand" as "secondhand"', () => {
    expect(same('carby', 'carburetor')).toBe(true);
    expect(same('loom', 'harness')).toBe(true);
    expect(queryTermsOf('buying second hand')).toEqual(['bui', 'second_hand']);
    expect(same('second hand', 'secondhand')).toBe(true);
    expect(same('second', 'secondhand')).toBe(false);
  });
  it('reads "pops out of third" as jumping out of gear, and "popping out the exhaust" still as a backfire', async () => {
    const gears = SearchEngine.fromRecords([
      ...page('/gearbox', 'Gearbox Problems', [['Troubleshooting', 'Jumps out of gear in third: worn selector.']]),
      ...page('/exhaust', 'Backfires', [['Troubleshooting', 'Exhaust pops on the overrun, and pops in third: a lean pilot circuit.']]),
    ]);
    expect(await first(gears, 'pops out of third')).toBe('/gearbox');
    expect(await first(gears, 'popping out the exhaust')).toBe('/exhaust');
    expect(processTerm('pops')).toBe('pop');
  });
  it('searches an engine code with and without the "P" ("139fmb" finds the pages\' 1P39FMB)', async () => {
    expect(otherCodeForm('139fmb')).toBe('1p39fmb');
    expect(otherCodeForm('1p52fmi')).toBe('152fmi');
    expect(otherCodeForm('crf50')).toBeNull();
    const codes = SearchEngine.fromRecords([
      ...page('/parts-50', '1P39FMB Parts List', [['Cam drive', 'The 1P39FMB cam chain and cam sprocket.']]),
      ...page('/cam', 'Cam Chain Service', [[null, 'Replace a stretched cam chain; measure the cam chain on any engine, 139 links or fewer.']]),
    ]);
    expect(await first(codes, '139fmb cam chain')).toBe('/parts-50');
    expect(planQuery('139fmb', new Set(['1p39fmb'])).queries[0]!.query).toEqual({combineWith: 'OR', queries: ['139fmb', '1p39fmb']});
  });
  it('reads the filler of talk ("basically", "really", "just") as weak words', async () => {
    const toys = SearchEngine.fromRecords([
      ...page('/what-is', 'What Is a Pit Bike', [['Common misconceptions', 'A pit bike is a toy: it is not.']]),
      ...page('/jetting', 'Jetting Basics', [[null, 'Basic jetting, basically: one jet size at a time, really.']]),
    ]);
    expect(await first(toys, 'pit bikes are basically toys right')).toBe('/what-is');
    expect(planQuery('just really literally actually toys', new Set(['toi'])).queries.map((q) => q.weak)).toEqual([true, true, true, true, false]);
  });
});

describe('tenth round', () => {
  const first = async (engine: SearchEngine, q: string) => (await engine.search(q)).hits[0]?.url_without_anchor;

  it('drops the contractions of question words typed without the apostrophe ("whats", "wheres", "thats")', () => {
    expect(queryTermsOf('whats the difference')).toEqual(['differ']);
    expect(queryTermsOf('wheres the fuse, hows it work, thats normal')).toEqual(['fuse', 'work', 'normal']);
  });
  it('makes a model code optional in a question of choice ("whats the best exhaust for a yx 140"), not elsewhere', async () => {
    const known = new Set(['exhaust', 'yx140', 'jet', 'pz27', 'standard']);
    const optional = (q: string) =>
      planQuery(q, known)
        .queries.filter((w) => w.optional)
        .map((w) => w.query);
    expect(optional('whats the best exhaust for a yx 140')).toEqual(['yx140']);
    expect(optional('good exhaust for my yx140')).toEqual(['yx140']);
    expect(optional('standard jets in a pz27')).toEqual([]);
    expect(optional('yx 140 exhaust')).toEqual([]);
    const exhausts = SearchEngine.fromRecords([
      ...page('/exhaust', 'Exhaust Systems', [[null, 'Choosing a pipe and silencer: header, silencer and a better exhaust for your engine.']]),
      ...page('/yx-parts', 'YX 140cc Parts List', [['Exhaust', 'YX140 exhaust gasket and YX140 exhaust studs.']]),
      ...page('/yx-valves', 'Valve Clearances', [[null, 'YX140 exhaust valve clearance.']]),
      ...page('/yx-wiring', 'YX 140 Wiring', [[null, 'YX140 stator wires run by the exhaust.']]),
    ]);
    expect((await exhausts.search('whats the best exhaust for a yx 140')).hits.map((h) => h.url_without_anchor)).toContain('/exhaust');
    expect(await first(exhausts, 'yx 140 exhaust gasket')).toBe('/yx-parts');
  });
  it('reads "quicker" as the pages\' "faster"', async () => {
    const speed = SearchEngine.fromRecords([
      ...page('/tuning', 'Make It Faster', [[null, 'How to make a crf50 faster: intake, exhaust, jetting. A faster bike, faster out of corners.']]),
      ...page('/plastics', 'Plastics', [[null, 'Quick-release plastics make a crf50 panel swap quicker.']]),
    ]);
    expect(await first(speed, 'how to make a crf50 quicker')).toBe('/tuning');
  });
  it('reads a parent\'s "lad", "son" or "daughter" as the pages\' child or teenager, and the British "pavement" as the sidewalk', async () => {
    const riders = SearchEngine.fromRecords([
      ...page('/choose', 'How to Choose', [[null, 'The first bike for a child or a teenager: seat height and engine size.']]),
      ...page('/first-ride', 'The First Ride', [[null, 'First gear, first turn, first stop: the first ride on a new bike.']]),
    ]);
    expect(await first(riders, 'first bike for my lad')).toBe('/choose');
    expect(await first(riders, 'first bike for my son')).toBe('/choose');
    expect(canonical(queryTermsOf('pavement')[0]!)).toBe(canonical(queryTermsOf('sidewalk')[0]!));
  });
  it('reads a height above sea level ("at 2000m", "5,000 ft") as the pages\' altitude, and a rider\'s height as before', async () => {
    expect(altitudeWords('rejetting for riding at 2000m, or 5,000 ft')).toBe('rejetting for riding at altitude, or altitude');
    expect(altitudeWords('a 6 ft rider, 180 cm, a 150 m track')).toBe('a 6 ft rider, 180 cm, a 150 m track');
    const jetting = SearchEngine.fromRecords([
      ...page('/altitude', 'Jetting for Altitude', [[null, 'Rejetting as altitude rises: a smaller main jet for riding high up.']]),
      ...page('/first-ride', 'First Ride', [[null, 'Riding for the first time: riding position, riding in 2000 and after.']]),
    ]);
    expect(await first(jetting, 'rejetting for riding at 2000m')).toBe('/altitude');
  });
  it('drops how often a fault shows ("every time", "all the time") and reads "come to a stop" as idling', async () => {
    expect(howOften('floods every time i kick it, on all the time').replace(/\s+/g, ' ').trim()).toBe('floods i kick it, on');
    expect(howOften('the first time, riding time')).toBe('the first time, riding time');
    const stalls = SearchEngine.fromRecords([
      ...page('/idle', 'Idle Speed', [[null, 'Stalls at idle: raise the idle speed with the screw.']]),
      ...page('/kill', 'Kill Switch', [[null, 'The stop button stalls the engine every time; stop means stop, come what may.']]),
    ]);
    expect(await first(stalls, 'stalls every time i come to a stop')).toBe('/idle');
  });
  it('reads a bare engine size as the keywords write it ("110 or 125" holds "110cc vs 125cc")', () => {
    const known = new Set(['_110cc_125cc']);
    expect(queryPhrases(['110', '125'], known)).toEqual(['_110cc_125cc']);
    expect(queryPhrases(['110cc', '125cc'], known)).toEqual(['_110cc_125cc']);
    expect(queryPhrases(['110', 'kid'], known)).toEqual([]);
  });
  it('reads "back" before a part as the pages\' "rear", and leaves "back through the carb" alone', async () => {
    expect(backIsRear('back wheel wobbles, back brake, popping back through the carb')).toBe(
      'rear wheel wobbles, rear brake, popping back through the carb',
    );
    const brakes = SearchEngine.fromRecords([
      ...page('/rear', 'Rear Brake', [[null, 'A rear brake that squeals: glazed pads or a dirty disc.']]),
      ...page('/armor', 'Back Protectors', [[null, 'A back protector squeals against the brace: back straps, and a brake for the back.']]),
    ]);
    expect(await first(brakes, 'back brake squeals')).toBe('/rear');
  });
  it('reads a fault that shows once the engine is hot as the tables\' "once hot", not as overheating', async () => {
    expect(onceHot('loses spark once the engine warms up')).toBe('loses spark once hot');
    expect(onceHot('dies when it gets hot, runs hot, gets hot')).toBe('dies once hot, runs hot, gets hot');
    const heat = SearchEngine.fromRecords([
      ...page('/stator', 'Testing the Stator', [['Troubleshooting', 'Loses spark once hot: a source coil failing with heat; fine when cold.']]),
      ...page('/idle', 'Idle Speed', [[null, 'Once the engine warms up the idle drops, and a spark plug loses its gap.']]),
    ]);
    expect(await first(heat, 'loses spark once the engine warms up')).toBe('/stator');
  });
  it("reads British workshop words as the pages' (earth as ground, uprated, knackered, jubilee clip, allen key)", async () => {
    const known = new Set(['ground', 'wire', 'upgrad', 'heavi', 'worn', 'fail', 'clutch']);
    const alternatives = (q: string) => planQuery(q, known).queries.map((w) => w.query);
    expect(alternatives('earth wire')[0]).toEqual({combineWith: 'OR', queries: ['earth', 'ground']});
    expect(alternatives('uprated clutch')[0]).toEqual({combineWith: 'OR', queries: ['uprat', 'upgrad', 'heavi', 'uprated']});
    expect(alternatives('knackered clutch')[0]).toEqual({combineWith: 'OR', queries: ['knacker', 'worn', 'fail', 'knackered']});
    expect(canonical(queryTermsOf('jubilee clip')[0]!)).toBe(canonical(queryTermsOf('hose clamp')[0]!));
    expect(canonical(queryTermsOf('allen key')[0]!)).toBe(canonical(queryTermsOf('hex key')[0]!));
    const grounds = SearchEngine.fromRecords([
      ...page('/grounds', 'Finding Bad Grounds', [[null, 'A bad ground wire: test each ground with a multimeter.']]),
      ...page('/soil', 'Riding Areas', [[null, 'Earth tracks: test the earth before you ride; a wire fence round the earth.']]),
    ]);
    expect(await first(grounds, 'test an earth wire')).toBe('/grounds');
  });
  it('keeps the site words in a question about the name ("where does the name pit bike come from")', async () => {
    const names = SearchEngine.fromRecords([
      ...page('/what-is', 'What Is a Pit Bike', [[null, 'The name pit bike comes from the pits, where pit bikes carried mechanics.']]),
      ...page('/values', 'Tech Database', [['Where the values come from', 'The values come from manuals: the name of each source.']]),
    ]);
    expect(await first(names, 'where does the name pit bike come from')).toBe('/what-is');
    const known = new Set(['chain', 'pit_bike']);
    expect(planQuery('pit bike chain', known).queries.map((q) => q.query)).toEqual(['chain']);
  });
  it('reads "stock" in a comparison with the stock part ("race cam vs stock cam") as a weak word', async () => {
    const known = new Set(['race', 'cam', 'stock', 'jet']);
    const weak = (q: string) =>
      planQuery(q, known)
        .queries.filter((w) => w.weak)
        .map((w) => w.query);
    expect(weak('race cam vs stock cam')).toEqual(['stock']);
    expect(weak('stock cam or race cam')).toEqual(['stock']);
    expect(weak('stock jet sizes')).toEqual([]);
    const cams = SearchEngine.fromRecords([
      ...page('/cams', 'Race Cams', [[null, 'A race cam: lift and duration, and what a bigger cam needs.']]),
      ...page('/heads', 'Race Heads', [[null, 'Race heads keep the stock cam.']]),
    ]);
    expect(await first(cams, 'race cam vs stock cam')).toBe('/cams');
  });
});

// Round 12: classes the blind questions by page showed (bench/RELEVANCE.md, "Twelfth round").
describe("owners' words from the blind questions by page", () => {
  const plan = (q: string, known: string[]) => planQuery(q, new Set(known));
  const same = (a: string, b: string) => expect(canonical(queryTermsOf(a)[0]!)).toBe(canonical(queryTermsOf(b)[0]!));
  it('splits a viscosity grade typed as one word as the pages write it, and searches viscosity beside it', () => {
    expect(viscosityGrade('10w40 or 20w50 oil, a 10w-30')).toBe('10w 40 or 20w 50 oil, a 10w 30');
    const queries = plan('10w40 oil', ['10w', 'oil', 'viscos']).queries.map((w) => [w.query, Boolean(w.optional)]);
    expect(queries).toEqual([
      ['10w', false],
      ['40', true],
      ['oil', false],
      ['viscos', true],
    ]);
  });
  it('keeps a digit that numbers the word before it ("dot 4", "stage 2") from becoming a number word', () => {
    expect(numberWords('dot 4 or dot 5.1 fluid')).toBe('dot 4 or dot 5.1 fluid');
    expect(numberWords('stage 2 cam on a 2 valve head')).toBe('stage 2 cam on a two valve head');
  });
  it('reads "where do i start" as where to begin a job, not as starting the engine', () => {
    expect(whereToStart('where do i start making it faster').trim()).toBe('making it faster');
    const words = plan('where do i start making it faster', ['start', 'make', 'faster']).all;
    expect(words).not.toContain('start');
    expect(plan('how do i start it', ['start']).all).toContain('start');
  });
  it('reads "coming" of "where is it coming from" as a weak word', () => {
    const weak = plan('oil dripping where is it coming from', ['oil', 'come']).queries.filter((w) => w.weak);
    expect(weak.map((w) => w.query)).toEqual(['come']);
  });
  it('searches service as maintenance too, one way', () => {
    expect(plan('service intervals', ['servic', 'mainten', 'interv']).queries[0]!.query).toEqual({combineWith: 'OR', queries: ['servic', 'mainten']});
    expect(plan('maintenance intervals', ['servic', 'mainten', 'interv']).queries[0]!.query).toBe('mainten');
  });
  it('reads "work out" as calculating, and "work out which" as identifying', () => {
    same('work out', 'calculate');
    same('figure out', 'calculator');
    expect(workOutWhich('how do i work out which head is fitted')).toBe('how do i identify which head is fitted');
    expect(workOutWhich('work out cc from bore and stroke')).toBe('work out cc from bore and stroke');
  });
  it('reads a bike that came in a box as crated, and putting it together as assembling it', () => {
    same('in a box', 'crate');
    same('put it together', 'assemble');
  });
  it('searches a rotor as a disc too, one way', () => {
    expect(plan('brake rotor', ['brake', 'rotor', 'disc']).queries[1]!.query).toEqual({combineWith: 'OR', queries: ['rotor', 'disc']});
    expect(plan('brake disc', ['brake', 'rotor', 'disc']).queries[1]!.query).toBe('disc');
  });
  it('makes a size optional beside one word of subject ("what spark plug for a 140cc")', () => {
    const optional = plan('what spark plug for a 140cc', ['spark_plug', 'plug', '140cc']).queries.filter((w) => w.optional);
    expect(optional.map((w) => w.query)).toEqual(['140cc']);
    expect(plan('140cc', ['140cc']).queries.filter((w) => w.optional)).toEqual([]);
  });
  it('splits a model and its size typed as one word when the site names the model only ("pe28")', () => {
    expect(plan('pe28 jets', ['pe', 'jet']).all).toEqual(['pe', '28', 'jet']);
    expect(plan('pz27 jets', ['pz27', 'pz', 'jet']).all).toEqual(['pz27', 'jet']);
  });
  it('searches "class" beside two engine sizes compared ("110 or 125"), not beside viscosity grades', () => {
    const optional = (q: string) =>
      plan(q, ['110', '125', 'class', '10w', '20w', 'oil'])
        .queries.filter((w) => w.optional)
        .map((w) => w.query);
    expect(optional('110 or 125 for a teenager')).toEqual(['110', '125', 'class']);
    expect(optional('125 for a teenager')).toEqual(['125']);
    expect(optional('10w40 or 20w50 oil')).not.toContain('class');
  });
  it('searches buy as choose too, one way', () => {
    expect(plan('what bike to buy', ['bui', 'choos']).queries[0]!.query).toEqual({combineWith: 'OR', queries: ['bui', 'choos']});
  });
  it('reads oil that goes round the engine as circulating', () => {
    same('go round', 'circulation');
    same('goes around', 'circulate');
  });
});

// Round 13: classes the blind questions on the pages round 12 did not draw showed (bench/RELEVANCE.md, "Thirteenth round").
describe("owners' words from the blind questions on the other pages", () => {
  const plan = (q: string, known: string[]) => planQuery(q, new Set(known));
  const same = (a: string, b: string) => expect(canonical(queryTermsOf(a)[0]!)).toBe(canonical(queryTermsOf(b)[0]!));
  const alternatives = (q: string, known: string[], i = 0) => {
    const query = plan(q, known).queries[i]!.query;
    return typeof query === 'string' ? [query] : (query as {queries: string[]}).queries;
  };
  it('reads a mini moto typed as one word as the two words of the pages', () => {
    same('minimoto', 'mini moto');
    same('mini motos', 'minimotos');
  });
  it('joins a phrase written with hyphens as with spaces, so an O-ring is not searched as "ring" alone', () => {
    expect(joinPhrases('fit a new o-ring and a kick-start lever')).toBe('fit a new o_ring and a kick_start lever');
    expect(queryTermsOf('o ring size')).toEqual(['o_ring', 'size']);
    same('o-ring', 'oring');
    // A hyphen between words of no phrase is left alone.
    expect(joinPhrases('a two-valve head')).toBe('a two-valve head');
  });
  it("reads laying a bike up as the pages' storage", () => {
    same('laying up', 'storage');
    same('laid up', 'storage');
  });
  it('reads "counts as" as "is", and keeps the site words of a question whose other words are weak', () => {
    expect(countsAs('what exactly counts as a pit bike')).toBe('what exactly is a pit bike');
    expect(countsAs('is a 190 classed as a pit bike')).toBe('is a 190 is a pit bike');
    const queries = plan('what exactly counts as a pit bike', ['pit_bike', 'exactli', 'count']).queries;
    expect(queries.map((w) => [typeof w.query === 'string' ? w.query : 'pit_bike', w.weak])).toEqual([
      ['exactli', true],
      ['pit_bike', false],
    ]);
  });
  it('reads "how many hours between" and "how long between" as the schedules\' interval', () => {
    expect(howLongBetween('how many hours between oil changes')).toBe('interval oil changes');
    expect(howLongBetween('how long should i go between valve checks')).toBe('interval valve checks');
    expect(howLongBetween('resistance between the leads')).toBe('resistance between the leads');
    expect(plan('how many hours between oil changes', ['interv', 'oil', 'chang']).all).toEqual(['interv', 'oil', 'chang']);
  });
  it('reads an ignition key or ignition switch as the key switch, and a pin layout as a pinout', () => {
    same('ignition key', 'key switch');
    same('ignition switch', 'key switch');
    same('pin layout', 'pinout');
    same('pin out', 'pinouts');
  });
  it('searches kilos as weight and shaving as saving, one way', () => {
    expect(alternatives('kilos', ['kilo', 'weight'])).toEqual(['kilo', 'weight']);
    expect(alternatives('shave', ['shave', 'save', 'lighter'])).toEqual(['shave', 'save', 'lighter']);
    expect(alternatives('weight', ['kilo', 'weight'])).toEqual(['weight']);
  });
  it("reads part numbers, an exploded view or a parts diagram as the engines' parts lists", () => {
    same('part numbers', 'parts list');
    same('exploded view', 'parts list');
    same('parts diagram', 'parts lists');
  });
});
