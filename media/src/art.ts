/**
 * Shared drawing kit for the generated art: the site's palette and the few motifs every scene
 * reuses (a person wearing Vue Glass, the floating virtual screen, the light beam between them),
 * so hero, gallery and strip images read as one campaign. Pure string builders, no I/O.
 */
import { readFileSync } from "node:fs";

export const W = 1600;
export const H = 1000;

export const C = {
  ink950: "#05070d",
  ink900: "#0a0e1a",
  ink800: "#111728",
  ink700: "#1b2338",
  ink600: "#2a3450",
  mist100: "#e9eef8",
  mist300: "#b9c3d8",
  mist400: "#97a3bd",
  brand300: "#8fd3ff",
  brand400: "#5cbcff",
  brand500: "#2e9bff",
  aurora400: "#a78bfa",
  aurora500: "#8b5cf6",
  warm: "#ffb86b",
  rose: "#f472b6",
} as const;

/** A deterministic pseudo-random generator, so re-rendering gives identical bytes. */
export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function svg(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${COMMON_DEFS}${defs}</defs>${body}</svg>`;
}

const COMMON_DEFS = `
<filter id="blur8"><feGaussianBlur stdDeviation="8"/></filter>
<filter id="blur24"><feGaussianBlur stdDeviation="24"/></filter>
<filter id="blur60"><feGaussianBlur stdDeviation="60"/></filter>
<linearGradient id="brandLine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.brand400}"/><stop offset="1" stop-color="${C.aurora400}"/></linearGradient>
<linearGradient id="beam" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.brand300}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.brand400}" stop-opacity="0"/></linearGradient>
<linearGradient id="beamL" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="${C.brand300}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.brand400}" stop-opacity="0"/></linearGradient>
<linearGradient id="silhouette" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#161d30"/><stop offset="1" stop-color="#06080f"/></linearGradient>
<linearGradient id="vignette" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#05070d" stop-opacity="0"/><stop offset="1" stop-color="#05070d" stop-opacity="0.85"/></linearGradient>
`;

/** Background: a vertical wash plus two coloured glows. */
export function backdrop(top: string, bottom: string, glowA: string, glowB: string, w = W, h = H): string {
  const id = `bg${top.slice(1)}${bottom.slice(1)}`;
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<rect width="${w}" height="${h}" fill="url(#${id})"/>
${glowEllipse(w * 0.22, h * 0.25, w * 0.42, h * 0.45, glowA, 0.26)}
${glowEllipse(w * 0.8, h * 0.4, w * 0.36, h * 0.45, glowB, 0.22)}`;
}

/**
 * A soft coloured glow. A radial gradient looks like a blurred ellipse but costs nothing to
 * rasterise, where a large feGaussianBlur takes seconds per image.
 */
export function glowEllipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colour: string,
  opacity: number,
): string {
  const id = `glow${colour.slice(1)}${Math.round(opacity * 100)}`;
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="0.45" stop-color="${colour}" stop-opacity="${opacity * 0.45}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`;
}

/** Faint star field / dust, deterministic. */
export function dust(seed: number, count = 40, w = W, h = H): string {
  const r = rng(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    const colour = r() > 0.5 ? C.brand300 : C.aurora400;
    out += `<circle cx="${(r() * w).toFixed(1)}" cy="${(r() * h * 0.8).toFixed(1)}" r="${(0.8 + r() * 1.6).toFixed(1)}" fill="${colour}" opacity="${(0.25 + r() * 0.5).toFixed(2)}"/>`;
  }
  return out;
}

/** Screen content: a cinematic landscape still (sky, sun, layered ridges). */
export function filmStill(
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  hue: "dusk" | "aurora" | "ocean",
): string {
  const skies = {
    dusk: [C.aurora500, "#f472b6", C.warm],
    aurora: ["#0b1a3a", "#1d4f8f", "#4ade80"],
    ocean: ["#0b2a5a", C.brand500, C.brand300],
  }[hue];
  return `<clipPath id="${id}c"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(w, h) * 0.04}"/></clipPath>
<linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skies[0]}"/><stop offset="0.6" stop-color="${skies[1]}"/><stop offset="1" stop-color="${skies[2]}"/></linearGradient>
<g clip-path="url(#${id}c)">
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}s)"/>
<circle cx="${x + w * 0.66}" cy="${y + h * 0.52}" r="${h * 0.14}" fill="#fff" opacity="0.85"/>
${glowEllipse(x + w * 0.66, y + h * 0.52, h * 0.34, h * 0.34, "#ffffff", 0.3)}
<path d="M${x} ${y + h * 0.7} L${x + w * 0.18} ${y + h * 0.5} L${x + w * 0.32} ${y + h * 0.62} L${x + w * 0.5} ${y + h * 0.42} L${x + w * 0.72} ${y + h * 0.66} L${x + w * 0.86} ${y + h * 0.55} L${x + w} ${y + h * 0.64} V${y + h} H${x}Z" fill="#0a0e1a" opacity="0.55"/>
<path d="M${x} ${y + h * 0.82} Q${x + w * 0.25} ${y + h * 0.68} ${x + w * 0.48} ${y + h * 0.8} T${x + w} ${y + h * 0.76} V${y + h} H${x}Z" fill="#05070d" opacity="0.85"/>
</g>`;
}

/** Screen content: an app dashboard (cards, chart, text lines). */
export function dashboard(id: string, x: number, y: number, w: number, h: number, seed: number): string {
  const r = rng(seed);
  const pad = w * 0.05;
  let bars = "";
  const n = 9;
  for (let i = 0; i < n; i++) {
    const bh = h * (0.12 + r() * 0.3);
    const bw = (w * 0.5 - pad) / n - 6;
    bars += `<rect x="${x + pad + i * (bw + 6)}" y="${y + h - pad - bh}" width="${bw}" height="${bh}" rx="3" fill="url(#brandLine)" opacity="${0.5 + r() * 0.5}"/>`;
  }
  let lines = "";
  for (let i = 0; i < 5; i++) {
    lines += `<rect x="${x + w * 0.58}" y="${y + h * 0.42 + i * h * 0.09}" width="${w * (0.2 + r() * 0.15)}" height="${h * 0.03}" rx="${h * 0.015}" fill="${C.mist300}" opacity="0.35"/>`;
  }
  return `<clipPath id="${id}c"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(w, h) * 0.04}"/></clipPath>
<g clip-path="url(#${id}c)"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#0b1226"/>
<rect x="${x + pad}" y="${y + pad}" width="${w * 0.28}" height="${h * 0.05}" rx="${h * 0.025}" fill="${C.mist100}" opacity="0.7"/>
<rect x="${x + w * 0.58}" y="${y + pad}" width="${w * 0.37}" height="${h * 0.28}" rx="10" fill="${C.aurora500}" opacity="0.35"/>
<circle cx="${x + w * 0.68}" cy="${y + pad + h * 0.14}" r="${h * 0.08}" fill="none" stroke="${C.brand300}" stroke-width="${h * 0.025}" stroke-dasharray="${h * 0.35} ${h * 0.2}"/>
${bars}${lines}</g>`;
}

/**
 * The floating AR screen: glow halo, thin bright frame and glass reflection over its content.
 * `curve` bows the top and bottom edges like a cinema screen.
 */
export function virtualScreen(
  x: number,
  y: number,
  w: number,
  h: number,
  content: string,
  opts: { curve?: number; glow?: string } = {},
): string {
  const glow = opts.glow ?? C.brand500;
  const curve = opts.curve ?? 0;
  const frame = curve
    ? `<path d="M${x} ${y} Q${x + w / 2} ${y + curve} ${x + w} ${y} V${y + h} Q${x + w / 2} ${y + h - curve} ${x} ${y + h}Z" fill="none" stroke="${C.brand300}" stroke-opacity="0.7" stroke-width="2"/>`
    : `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(w, h) * 0.04}" fill="none" stroke="${C.brand300}" stroke-opacity="0.6" stroke-width="2"/>`;
  return `${glowEllipse(x + w / 2, y + h / 2, w * 0.7, h * 0.85, glow, 0.4)}
<g opacity="0.94">${content}</g>
<path d="M${x} ${y} L${x + w * 0.45} ${y} L${x + w * 0.2} ${y + h} L${x} ${y + h}Z" fill="#fff" opacity="0.05"/>
${frame}`;
}

/** A light beam from a wearer's eyes towards the screen. */
export function beam(fromX: number, fromY: number, toX: number, toTop: number, toBottom: number): string {
  const grad = toX > fromX ? "beamL" : "beam";
  return `<path d="M${fromX} ${fromY - 4} L${toX} ${toTop} L${toX} ${toBottom} L${fromX} ${fromY + 4}Z" fill="url(#${grad})" opacity="0.35"/>`;
}

/**
 * A seated or standing person in profile wearing Vue Glass, facing right (or left with `flip`),
 * as a dark silhouette with a brand-coloured rim light. Origin is the eye; `s` scales.
 */
export function personProfile(
  x: number,
  y: number,
  s: number,
  opts: { flip?: boolean; rim?: string; tilt?: number } = {},
): string {
  const rim = opts.rim ?? C.brand300;
  const dir = opts.flip ? -1 : 1;
  const tilt = opts.tilt ?? 0;
  const head =
    "M-70 -40C-70 -100 -20 -130 30 -122C78 -114 104 -78 100 -36C99 -24 102 -14 112 -2C118 6 114 12 104 14C102 26 104 40 98 50C92 60 78 58 66 60C62 76 54 84 40 84L40 112" +
    "C80 124 150 150 190 210L210 330H-210L-190 210C-160 150 -100 124 -60 112L-58 60C-72 44 -76 0 -70 -40Z";
  const glasses = `<path d="M-52 -14L96 -14" stroke="#1b2338" stroke-width="14" stroke-linecap="round"/><path d="M-52 -14L96 -14" stroke="${C.ink600}" stroke-width="3" stroke-linecap="round" transform="translate(0 -5)"/>
<rect x="84" y="-30" width="22" height="32" rx="6" fill="#0b0e16"/><path d="M104 -28V-2" stroke="${rim}" stroke-width="3" stroke-linecap="round"/>
<circle cx="60" cy="-18" r="3" fill="${C.brand400}"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s * dir} ${s}) rotate(${tilt})">
<path d="${head}" fill="url(#silhouette)"/>
<path d="M30 -122C78 -114 104 -78 100 -36C99 -24 102 -14 112 -2C118 6 114 12 104 14C102 26 104 40 98 50C92 60 78 58 66 60" fill="none" stroke="${rim}" stroke-opacity="0.75" stroke-width="3"/>
<path d="M40 112C80 124 150 150 190 210" fill="none" stroke="${rim}" stroke-opacity="0.4" stroke-width="3"/>
${glasses}</g>`;
}

/** A person seen from behind wearing Vue Glass (temples visible), for the big-screen shots. */
export function personBack(x: number, y: number, s: number, rim: string = C.brand300): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
<path d="M0 -130C52 -130 84 -92 84 -40C84 10 66 50 44 66L48 100C110 112 170 140 196 200L214 320H-214L-196 200C-170 140 -110 112 -48 100L-44 66C-66 50 -84 10 -84 -40C-84 -92 -52 -130 0 -130Z" fill="url(#silhouette)"/>
<path d="M-84 -40C-84 -92 -52 -130 0 -130C52 -130 84 -92 84 -40" fill="none" stroke="${rim}" stroke-opacity="0.7" stroke-width="3"/>
<path d="M-86 -30H86" stroke="#0b0e16" stroke-width="10" stroke-linecap="round"/>
<path d="M-86 -34H86" stroke="${C.ink600}" stroke-width="2" stroke-linecap="round"/>
<circle cx="80" cy="-30" r="3" fill="${C.brand400}"/></g>`;
}

/** Floor line and reflection glow under a scene. */
export function floor(y: number, colour: string = C.brand400, w = W): string {
  return `<rect x="0" y="${y}" width="${w}" height="${H - y + 200}" fill="#05070d" opacity="0.55"/>
<path d="M0 ${y} H${w}" stroke="${colour}" stroke-opacity="0.25" stroke-width="2"/>`;
}

/** Gradient vignette at the bottom, so overlaid captions stay readable. */
export function vignette(w = W, h = H): string {
  return `<rect x="0" y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="url(#vignette)"/>`;
}

/**
 * Embeds a committed product SVG inside a scene: its ids are prefixed so they cannot collide with
 * the scene's own gradients, and it is placed in the given box.
 */
export function embedProduct(
  file: string,
  prefix: string,
  x: number,
  y: number,
  w: number,
  h: number,
  withStage = false,
): string {
  const source = readFileSync(file, "utf8");
  const open = source.indexOf(">", source.indexOf("<svg")) + 1;
  let inner = source.slice(open, source.lastIndexOf("</svg>"));
  inner = inner
    .replace(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`)
    .replace(/<!--[\s\S]*?-->/g, "");
  if (!withStage)
    inner = inner.replace(
      new RegExp(`<rect width="1200" height="900" fill="url\\(#${prefix}stage\\)"/>`),
      "",
    );
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 1200 900">${inner}</svg>`;
}
