/**
 * Hero and gallery scenes (1600×1000): Vue Glass in the places the spec sells it — commute, office,
 * entertainment, the 180-inch virtual screen, 3D and 360° content — plus gallery moments.
 */
import {
  backdrop,
  beam,
  C,
  dashboard,
  dust,
  embedProduct,
  filmStill,
  floor,
  glowEllipse,
  H,
  personBack,
  personProfile,
  rng,
  svg,
  virtualScreen,
  vignette,
  W,
} from "./art.ts";

const PRODUCTS = new URL("./products/", import.meta.url).pathname;
const product = (id: string) => `${PRODUCTS}${id}.svg`;

function launch(): string {
  return svg(
    W,
    H,
    `${backdrop("#0b1430", C.ink950, C.brand500, C.aurora500)}${dust(7, 60)}
${virtualScreen(260, 90, 1080, 470, filmStill("l1", 260, 90, 1080, 470, "aurora"), { curve: 40 })}
<rect x="0" y="520" width="${W}" height="480" fill="#05070d" opacity="0.6"/>
${embedProduct(product("glasses"), "g", 50, 160, 1500, 1125)}
${vignette()}`,
  );
}

function trainWindow(x: number, y: number, w: number, h: number, seed: number): string {
  const r = rng(seed);
  let streaks = "";
  for (let i = 0; i < 26; i++) {
    const sy = y + 20 + r() * (h - 40);
    const sx = x + r() * w;
    const colour = [C.warm, C.brand300, C.aurora400, "#fff"][Math.floor(r() * 4)];
    streaks += `<rect x="${sx}" y="${sy}" width="${80 + r() * 260}" height="${2 + r() * 4}" rx="2" fill="${colour}" opacity="${0.25 + r() * 0.5}"/>`;
  }
  return `<clipPath id="win${seed}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="36"/></clipPath>
<g clip-path="url(#win${seed})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#0d1630"/>
<path d="M${x} ${y + h * 0.72} L${x + 60} ${y + h * 0.5} H${x + 140} V${y + h * 0.36} H${x + 210} V${y + h * 0.58} H${x + 300} V${y + h * 0.3} H${x + 360} V${y + h}H${x}Z" fill="#111a36"/>
<g opacity="0.8">${streaks}</g></g>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="36" fill="none" stroke="${C.ink600}" stroke-width="14"/>`;
}

function commute(): string {
  return svg(
    W,
    H,
    `${backdrop("#0d1226", C.ink950, C.brand500, C.warm)}
${trainWindow(80, 140, 560, 420, 3)}
${trainWindow(720, 140, 560, 420, 4)}
<rect x="0" y="600" width="${W}" height="400" fill="#070a14"/>
<path d="M0 600H${W}" stroke="${C.brand400}" stroke-opacity="0.2" stroke-width="2"/>
<rect x="1200" y="330" width="300" height="520" rx="60" fill="#0d1222"/>
${personProfile(1060, 470, 1.25, { flip: true, rim: C.warm })}
${beam(930, 450, 620, 230, 560)}
${virtualScreen(180, 210, 520, 300, filmStill("c1", 180, 210, 520, 300, "dusk"), { glow: C.aurora500 })}
${vignette()}`,
  );
}

function office(): string {
  return svg(
    W,
    H,
    `${backdrop("#0c1328", C.ink950, C.brand500, C.aurora500)}${dust(11, 20)}
<rect x="0" y="700" width="${W}" height="300" fill="#070a14"/>
<path d="M120 700H1480" stroke="${C.mist400}" stroke-opacity="0.25" stroke-width="3"/>
<path d="M1000 700l40-90h260l-30 90z" fill="${C.ink700}"/><path d="M1040 610h260" stroke="${C.brand300}" stroke-opacity="0.4" stroke-width="2"/>
${personProfile(420, 470, 1.2, { rim: C.brand300 })}
${beam(560, 450, 760, 160, 620)}
${virtualScreen(640, 120, 340, 220, dashboard("o1", 640, 120, 340, 220, 5))}
${virtualScreen(1010, 80, 460, 300, dashboard("o2", 1010, 80, 460, 300, 6))}
${virtualScreen(760, 380, 420, 240, dashboard("o3", 760, 380, 420, 240, 9), { glow: C.aurora500 })}
<rect x="200" y="690" width="90" height="24" rx="8" fill="${C.ink600}"/>
${vignette()}`,
  );
}

function entertainment(): string {
  return svg(
    W,
    H,
    `${backdrop("#150f2e", C.ink950, C.aurora500, C.rose)}${dust(13, 30)}
${virtualScreen(420, 70, 1060, 560, filmStill("e1", 420, 70, 1060, 560, "dusk"), { curve: 30, glow: C.aurora500 })}
<path d="M60 640C60 590 100 560 150 560H760C810 560 850 590 850 640V820H60Z" fill="#0e1222"/>
<path d="M40 700H870V860H40Z" fill="#121830" rx="30"/>
<path d="M60 700C60 660 90 640 130 640H780" stroke="${C.aurora400}" stroke-opacity="0.3" stroke-width="2" fill="none"/>
${personProfile(400, 500, 1.1, { rim: C.rose, tilt: -8 })}
${beam(520, 480, 520, 180, 560)}
<rect x="0" y="860" width="${W}" height="140" fill="#05070d"/>
${vignette()}`,
  );
}

function virtualScreenScene(): string {
  const screen = filmStill("v1", 120, 90, 1360, 560, "ocean");
  return svg(
    W,
    H,
    `${backdrop("#0a1633", C.ink950, C.brand500, C.aurora500)}${dust(17, 50)}
${virtualScreen(120, 90, 1360, 560, screen, { curve: 60 })}
<path d="M120 700Q800 760 1480 700" stroke="${C.brand300}" stroke-width="2" fill="none" stroke-dasharray="10 10" opacity="0.7"/>
<path d="M120 690V710M1480 690V710" stroke="${C.brand300}" stroke-width="2"/>
<rect x="690" y="706" width="220" height="56" rx="28" fill="#05070d" stroke="${C.brand300}" stroke-opacity="0.6"/>
<text x="800" y="743" text-anchor="middle" font-family="Space Grotesk, DejaVu Sans, sans-serif" font-size="28" font-weight="600" fill="#fff">180-inch</text>
${beam(800, 820, 800, 200, 600).replace("url(#beamL)", "url(#beam)")}
${personBack(800, 900, 0.9)}
${vignette()}`,
  );
}

function cube(cx: number, cy: number, s: number, colour: string, spin = 0): string {
  const k = Math.cos(spin) * 0.5;
  const p = (x: number, y: number, z: number) =>
    `${(cx + (x + z * k) * s).toFixed(1)} ${(cy + (y - z * 0.5) * s).toFixed(1)}`;
  const f = (pts: [number, number, number][], op: number) =>
    `<path d="M${pts.map((q) => p(...q)).join("L")}Z" fill="${colour}" fill-opacity="${op}" stroke="${colour}" stroke-width="2"/>`;
  return (
    f(
      [
        [-1, -1, 1],
        [1, -1, 1],
        [1, -1, -1],
        [-1, -1, -1],
      ],
      0.25,
    ) +
    f(
      [
        [1, -1, -1],
        [1, 1, -1],
        [1, 1, 1],
        [1, -1, 1],
      ],
      0.12,
    ) +
    f(
      [
        [-1, -1, -1],
        [1, -1, -1],
        [1, 1, -1],
        [-1, 1, -1],
      ],
      0.18,
    )
  );
}

function content3d(): string {
  let rings = "";
  for (let i = 0; i < 5; i++)
    rings += `<ellipse cx="1120" cy="330" rx="${80 + i * 36}" ry="${22 + i * 10}" fill="none" stroke="${C.aurora400}" stroke-opacity="${0.7 - i * 0.12}" stroke-width="2" transform="rotate(-14 1120 330)"/>`;
  return svg(
    W,
    H,
    `${backdrop("#0b1330", C.ink950, C.aurora500, C.brand500)}${dust(19, 40)}
${virtualScreen(640, 140, 820, 480, `<rect x="640" y="140" width="820" height="480" rx="20" fill="#0a1230"/><path d="M640 520 L1460 520" stroke="${C.brand400}" stroke-opacity="0.3"/>${Array.from({ length: 12 }, (_, i) => `<path d="M${700 + i * 64} 620 L${1050} 420" stroke="${C.brand400}" stroke-opacity="0.18"/>`).join("")}`)}
${cube(860, 380, 90, C.brand300, 0.6)}
<circle cx="1120" cy="330" r="70" fill="${C.aurora500}" opacity="0.55"/><circle cx="1100" cy="310" r="30" fill="#fff" opacity="0.2"/>${rings}
${cube(1330, 560, 46, C.aurora400, 1.2)}
${cube(600, 180, 40, C.brand400, 2)}
${personProfile(300, 520, 1.15, { rim: C.aurora400 })}
${beam(430, 500, 640, 200, 600)}
${floor(860, C.aurora400)}
${vignette()}`,
  );
}

function content360(): string {
  let grid = "";
  for (let i = 1; i <= 6; i++)
    grid += `<ellipse cx="800" cy="520" rx="${700}" ry="${i * 70}" fill="none" stroke="${C.brand300}" stroke-opacity="${0.08 + i * 0.03}" stroke-width="1.5"/>`;
  for (let i = 1; i <= 8; i++)
    grid += `<ellipse cx="800" cy="520" rx="${i * 88}" ry="460" fill="none" stroke="${C.aurora400}" stroke-opacity="0.16" stroke-width="1.5"/>`;
  return svg(
    W,
    H,
    `${backdrop("#081633", C.ink950, C.brand500, C.aurora500)}${dust(23, 70)}
<circle cx="800" cy="520" r="460" fill="${C.brand500}" opacity="0.08"/>
${grid}
${virtualScreen(140, 260, 360, 220, filmStill("r1", 140, 260, 360, 220, "aurora"))}
${virtualScreen(1100, 240, 380, 230, filmStill("r2", 1100, 240, 380, 230, "dusk"), { glow: C.aurora500 })}
${virtualScreen(620, 90, 360, 200, filmStill("r3", 620, 90, 360, 200, "ocean"))}
<path d="M640 820A170 44 0 1 0 960 820" stroke="${C.brand300}" stroke-width="3" fill="none"/><path d="M952 808l12 12-16 6" stroke="${C.brand300}" stroke-width="3" fill="none"/>
<text x="800" y="900" text-anchor="middle" font-family="Space Grotesk, DejaVu Sans, sans-serif" font-size="30" font-weight="600" fill="#fff" opacity="0.85">360°</text>
${personBack(800, 640, 0.75)}
${vignette()}`,
  );
}

// ---- gallery -------------------------------------------------------------------------------------

function flight(): string {
  return svg(
    W,
    H,
    `${backdrop("#0b1024", C.ink950, C.brand500, C.warm)}
<rect x="1120" y="160" width="260" height="380" rx="130" fill="#1a2140"/>
<rect x="1145" y="185" width="210" height="330" rx="105" fill="#0f1d3f"/>
${glowEllipse(1250, 420, 200, 60, C.warm, 0.45)}
<circle cx="1290" cy="300" r="26" fill="#fff" opacity="0.7"/>
<rect x="0" y="640" width="${W}" height="360" fill="#070a14"/>
<path d="M820 380C820 300 870 260 940 260H1010C1060 260 1080 300 1080 360V900H820Z" fill="#0e1428"/>
${personProfile(680, 470, 1.15, { rim: C.warm })}
${beam(800, 450, 560, 230, 560).replace("url(#beamL)", "url(#beam)")}
${virtualScreen(120, 200, 480, 300, filmStill("f1", 120, 200, 480, 300, "ocean"))}
${vignette()}`,
  );
}

function gaming(): string {
  let track = "";
  for (let i = 0; i < 10; i++)
    track += `<path d="M${800 - i * 70} 600 L${800 - i * 14} 300" stroke="${C.rose}" stroke-opacity="0.5"/><path d="M${800 + i * 70} 600 L${800 + i * 14} 300" stroke="${C.brand300}" stroke-opacity="0.5"/>`;
  for (let i = 0; i < 6; i++)
    track += `<path d="M${420 + i * 30} ${600 - i * 50} H${1180 - i * 30}" stroke="${C.aurora400}" stroke-opacity="${0.6 - i * 0.08}"/>`;
  return svg(
    W,
    H,
    `${backdrop("#160c2c", C.ink950, C.rose, C.brand500)}${dust(29, 40)}
${virtualScreen(360, 80, 880, 520, `<rect x="360" y="80" width="880" height="520" rx="20" fill="#12082a"/><circle cx="800" cy="290" r="90" fill="${C.rose}" opacity="0.6"/><circle cx="800" cy="290" r="60" fill="${C.warm}" opacity="0.7"/>${track}<path d="M760 560l40-60 40 60z" fill="${C.brand300}"/>`, { glow: C.rose })}
<path d="M610 760C640 700 700 690 740 710H860C900 690 960 700 990 760L1030 860C1040 900 990 920 960 890L900 830H700L640 890C610 920 560 900 570 860Z" fill="#121830" stroke="${C.ink600}" stroke-width="2"/>
<circle cx="920" cy="760" r="12" fill="${C.rose}"/><circle cx="950" cy="790" r="12" fill="${C.brand400}"/><rect x="660" y="770" width="60" height="16" rx="8" fill="${C.ink600}"/><rect x="682" y="748" width="16" height="60" rx="8" fill="${C.ink600}"/>
${vignette()}`,
  );
}

function cinemaNight(): string {
  return svg(
    W,
    H,
    `${backdrop("#07122b", C.ink950, C.brand500, C.aurora500)}${dust(31, 90)}
<circle cx="1380" cy="150" r="60" fill="#f6f8fc" opacity="0.9"/><circle cx="1400" cy="140" r="56" fill="#07122b"/>
${virtualScreen(140, 120, 980, 520, filmStill("n1", 140, 120, 980, 520, "aurora"), { curve: 26 })}
<path d="M0 820C300 760 500 790 800 760S1300 740 1600 800V1000H0Z" fill="#060912"/>
${personProfile(1320, 560, 1.1, { flip: true, rim: C.brand300 })}
${beam(1200, 540, 1120, 200, 600)}
${vignette()}`,
  );
}

function focus(): string {
  let doc = "";
  const r = rng(37);
  for (let i = 0; i < 10; i++)
    doc += `<rect x="${520}" y="${200 + i * 36}" width="${320 + r() * 220}" height="12" rx="6" fill="${C.mist300}" opacity="0.4"/>`;
  return svg(
    W,
    H,
    `${backdrop("#0b1226", C.ink950, C.brand500, C.aurora500)}${dust(41, 20)}
${virtualScreen(480, 120, 640, 460, `<rect x="480" y="120" width="640" height="460" rx="20" fill="#0d1530"/><rect x="520" y="150" width="220" height="22" rx="11" fill="#fff" opacity="0.8"/>${doc}`)}
${virtualScreen(1160, 160, 320, 200, dashboard("fo1", 1160, 160, 320, 200, 43), { glow: C.aurora500 })}
${virtualScreen(1160, 390, 320, 190, dashboard("fo2", 1160, 390, 320, 190, 44))}
${personProfile(250, 520, 1.1, { rim: C.brand300 })}
${beam(370, 500, 480, 180, 560)}
${floor(820)}
${vignette()}`,
  );
}

function ringControl(): string {
  return svg(
    W,
    H,
    `${backdrop("#120e2c", C.ink950, C.aurora500, C.brand500)}${dust(47, 40)}
${virtualScreen(720, 120, 760, 460, dashboard("rc1", 720, 120, 760, 460, 48), { glow: C.aurora500 })}
<path d="M1080 330l0 60 16-14 12 26 10-4-12-26 22-2z" fill="#fff"/>
<circle cx="1090" cy="340" r="30" fill="none" stroke="${C.brand300}" stroke-width="2" opacity="0.7"/>
${embedProduct(product("vuering"), "r", 40, 230, 760, 570)}
<path d="M560 460C640 420 700 400 760 390" stroke="url(#brandLine)" stroke-width="3" stroke-dasharray="6 10" fill="none"/>
${vignette()}`,
  );
}

function visor(): string {
  return svg(
    W,
    H,
    `${backdrop("#0a0f22", C.ink950, C.brand500, C.aurora500)}${dust(53, 30)}
${embedProduct(product("vue-visor"), "v", -80, 20, 1100, 825)}
${embedProduct(product("glasses"), "vg", 640, 260, 960, 720)}
${vignette()}`,
  );
}

function posture(): string {
  return svg(
    W,
    H,
    `${backdrop("#0b1226", C.ink950, C.brand500, C.aurora500)}
<rect x="0" y="0" width="800" height="${H}" fill="#1a0f1f" opacity="0.5"/>
<path d="M800 80V920" stroke="${C.ink600}" stroke-width="2"/>
${personProfile(420, 520, 1.05, { rim: C.rose, tilt: 38 })}
<rect x="540" y="700" width="110" height="180" rx="16" fill="#121830" stroke="${C.ink600}" stroke-width="3" transform="rotate(-30 595 790)"/>
<path d="M300 330C320 300 360 290 400 300" stroke="${C.rose}" stroke-width="3" fill="none"/><path d="M392 290l12 12-14 6" stroke="${C.rose}" stroke-width="3" fill="none"/>
${personProfile(1120, 500, 1.05, { rim: C.brand300 })}
${beam(1240, 480, 1480, 300, 660)}
${virtualScreen(1380, 300, 180, 360, filmStill("p1", 1380, 300, 180, 360, "ocean"))}
<text x="400" y="150" text-anchor="middle" font-family="Space Grotesk, DejaVu Sans, sans-serif" font-size="34" fill="${C.rose}" opacity="0.9">Head down</text>
<text x="1160" y="150" text-anchor="middle" font-family="Space Grotesk, DejaVu Sans, sans-serif" font-size="34" fill="${C.brand300}" opacity="0.9">Head up</text>
${vignette()}`,
  );
}

function connect(): string {
  return svg(
    W,
    H,
    `${backdrop("#0a1328", C.ink950, C.brand500, C.aurora500)}${dust(59, 30)}
${embedProduct(product("vulink"), "k", 40, 220, 880, 660)}
${embedProduct(product("glasses"), "kg", 760, 120, 840, 630)}
<path d="M820 560C900 620 980 600 1000 520" stroke="url(#brandLine)" stroke-width="3" stroke-dasharray="6 10" fill="none"/>
${vignette()}`,
  );
}

/** Seven hero scenes, in carousel order (the first is the LCP image). */
export const heroScenes: Record<string, () => string> = {
  "scenes/launch": launch,
  "scenes/commute": commute,
  "scenes/office": office,
  "scenes/entertainment": entertainment,
  "scenes/virtual-screen": virtualScreenScene,
  "scenes/content-3d": content3d,
  "scenes/content-360": content360,
};

/** Eight gallery scenes. */
export const galleryScenes: Record<string, () => string> = {
  "gallery/flight": flight,
  "gallery/gaming": gaming,
  "gallery/cinema-night": cinemaNight,
  "gallery/focus": focus,
  "gallery/vuering": ringControl,
  "gallery/visor": visor,
  "gallery/posture": posture,
  "gallery/connect": connect,
};
