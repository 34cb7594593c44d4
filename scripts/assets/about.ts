// About-page illustration: a global online classroom. A globe in the middle, learners in
// rounded video tiles around it, and speech bubbles. No text.
import { brand } from "./color";
import { createRng } from "./random";
import { blobPath, dotGrid, n, r3, sparkle, svgDoc } from "./svg";

export const ABOUT_SIZE = 800;

interface Person {
  x: number;
  y: number;
  size: number;
  tile: string;
  skin: string;
  hair: string;
  shirt: string;
  style: "short" | "long" | "bun" | "scarf" | "curly";
  tilt: number;
}

/** A learner in a rounded "video call" tile, drawn in a 120×120 box. */
function person(p: Person, i: number): string {
  const clip = `pt${i}`;
  const skinShade = "#000000";
  let back = "";
  let front = "";
  switch (p.style) {
    case "long":
      back = `<path d="M34,52C30,24 46,18 60,18C76,18 90,26 86,52L90,92H30Z" fill="${p.hair}"/>`;
      front = `<path d="M38,46C40,28 52,24 62,24C74,24 84,32 82,46C72,40 58,34 46,38C42,40 40,42 38,46Z" fill="${p.hair}"/>`;
      break;
    case "bun":
      back = `<circle cx="60" cy="20" r="12" fill="${p.hair}"/>`;
      front = `<path d="M37,48C36,30 48,24 60,24C74,24 84,32 83,48C76,38 64,34 52,36C44,38 40,42 37,48Z" fill="${p.hair}"/>`;
      break;
    case "scarf":
      back = `<path d="M30,96C28,60 34,20 60,20C86,20 92,60 90,96Z" fill="${p.hair}"/>`;
      front = `<path d="M36,54C36,30 48,22 60,22C72,22 84,30 84,54C80,40 70,32 60,32C50,32 40,40 36,54Z" fill="${p.hair}"/>`;
      break;
    case "curly":
      front =
        `<g fill="${p.hair}"><circle cx="42" cy="38" r="10"/><circle cx="52" cy="28" r="11"/>` +
        `<circle cx="66" cy="27" r="11"/><circle cx="78" cy="36" r="10"/><circle cx="38" cy="50" r="7"/>` +
        `<circle cx="82" cy="49" r="7"/></g>`;
      break;
    default:
      front = `<path d="M38,48C36,28 50,22 62,23C78,24 86,34 82,50C78,38 64,34 52,38C46,40 41,43 38,48Z" fill="${p.hair}"/>`;
  }
  const s = p.size / 120;
  return (
    `<g transform="translate(${n(p.x - p.size / 2)} ${n(p.y - p.size / 2)}) rotate(${p.tilt} ${n(p.size / 2)} ${n(p.size / 2)}) scale(${r3(s)})">` +
    `<rect x="5" y="9" width="120" height="120" rx="28" fill="${brand.indigo900}" opacity=".14"/>` +
    `<rect width="120" height="120" rx="28" fill="#ffffff"/>` +
    `<clipPath id="${clip}"><rect x="7" y="7" width="106" height="106" rx="22"/></clipPath>` +
    `<g clip-path="url(#${clip})"><rect width="120" height="120" fill="${p.tile}"/>` +
    `<circle cx="96" cy="22" r="30" fill="#ffffff" opacity=".35"/>` +
    back +
    `<path d="M20,122C20,92 40,80 60,80C80,80 100,92 100,122Z" fill="${p.shirt}"/>` +
    `<path d="M50,80Q60,92 70,80Z" fill="#ffffff" opacity=".35"/>` +
    `<rect x="52" y="62" width="16" height="20" rx="6" fill="${p.skin}"/>` +
    `<rect x="52" y="68" width="16" height="6" fill="${skinShade}" opacity=".1"/>` +
    `<circle cx="60" cy="50" r="22" fill="${p.skin}"/>` +
    front +
    `</g>` +
    `<circle cx="101" cy="101" r="9" fill="#22c55e" stroke="#ffffff" stroke-width="4"/>` +
    `</g>`
  );
}

/** Speech bubble with a tail; content is dots, a heart, lines or a star. */
function bubble(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  content: string,
  tailLeft: boolean,
): string {
  const tx = tailLeft ? x + 16 : x + w - 16;
  const tail = tailLeft
    ? `M${tx},${y + h - 2}L${tx - 10},${y + h + 18}L${tx + 16},${y + h - 2}Z`
    : `M${tx},${y + h - 2}L${tx + 10},${y + h + 18}L${tx - 16},${y + h - 2}Z`;
  return (
    `<g><rect x="${x + 4}" y="${y + 7}" width="${w}" height="${h}" rx="${h / 2}" fill="${brand.indigo900}" opacity=".1"/>` +
    `<path d="${tail}" fill="${fill}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>` +
    `<g transform="translate(${x + w / 2} ${y + h / 2})">${content}</g></g>`
  );
}

const HEART =
  "M0,9C-3,6 -12,1 -12,-4C-12,-8 -9,-10 -6,-10C-3,-10 -1,-8 0,-6C1,-8 3,-10 6,-10C9,-10 12,-8 12,-4C12,1 3,6 0,9Z";

export function aboutSvg(size: number): string {
  const rng = createRng("about");
  const C = 400;
  const globeY = 410;
  const people: Person[] = [
    {
      x: 150,
      y: 190,
      size: 130,
      tile: "#e0f2fe",
      skin: "#c68642",
      hair: "#1f2937",
      shirt: "#0ea5e9",
      style: "short",
      tilt: -6,
    },
    {
      x: 650,
      y: 170,
      size: 120,
      tile: "#fce7f3",
      skin: "#f1c27d",
      hair: "#7c2d12",
      shirt: "#e25a92",
      style: "long",
      tilt: 5,
    },
    {
      x: 110,
      y: 520,
      size: 118,
      tile: "#ede9fe",
      skin: "#8d5524",
      hair: "#111827",
      shirt: "#8b5cf6",
      style: "curly",
      tilt: 4,
    },
    {
      x: 690,
      y: 505,
      size: 128,
      tile: "#dcfce7",
      skin: "#e0ac69",
      hair: "#4338ca",
      shirt: "#10b981",
      style: "scarf",
      tilt: -4,
    },
    {
      x: 420,
      y: 700,
      size: 112,
      tile: "#fef3c7",
      skin: "#ffdbac",
      hair: "#4a2c1a",
      shirt: "#f59e0b",
      style: "bun",
      tilt: -3,
    },
  ];
  // Dashed links from each learner to the globe.
  const links = people
    .map((p) => {
      const mx = (p.x + C) / 2 + (p.y < globeY ? 30 : -30);
      const my = (p.y + globeY) / 2 - 40;
      return `<path d="M${p.x},${p.y}Q${n(mx)},${n(my)} ${C},${globeY}"/>`;
    })
    .join("");
  const continents =
    `<path d="M-86,-92C-52,-126 -4,-116 10,-92C20,-70 -10,-62 -20,-40C-30,-14 -66,-6 -88,-26C-106,-44 -108,-72 -86,-92Z"/>` +
    `<path d="M26,-22C52,-40 92,-26 102,2C112,34 86,64 62,80C40,94 30,62 36,40C42,16 10,4 26,-22Z"/>` +
    `<path d="M-70,34C-46,20 -24,40 -30,66C-36,90 -70,96 -82,74C-92,58 -86,44 -70,34Z"/>` +
    `<path d="M48,-114C72,-122 102,-98 96,-82C86,-68 60,-78 50,-96Z"/>`;
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.indigo50}"/>` +
    `<stop offset=".6" stop-color="#f5f3ff"/><stop offset="1" stop-color="${brand.amber100}"/></linearGradient>` +
    `<linearGradient id="ocean" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#818cf8"/>` +
    `<stop offset=".5" stop-color="${brand.indigo600}"/><stop offset="1" stop-color="${brand.indigo800}"/></linearGradient>` +
    `<radialGradient id="halo"><stop offset=".6" stop-color="#ffffff" stop-opacity=".9"/>` +
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="${brand.indigo900}" stop-opacity=".22"/>` +
    `<stop offset="1" stop-color="${brand.indigo900}" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="globe"><circle r="150"/></clipPath></defs>` +
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    `<path d="${blobPath(rng, 700, 80, 190)}" fill="#c7d2fe" opacity=".45"/>` +
    `<path d="${blobPath(rng, 80, 760, 200)}" fill="${brand.amber300}" opacity=".3"/>` +
    `<path d="${blobPath(rng, 60, 60, 110)}" fill="#ddd6fe" opacity=".5"/>` +
    dotGrid(600, 640, 6, 4, 18, 3, brand.indigo600, 0.16) +
    dotGrid(250, 40, 6, 3, 18, 3, brand.amber500, 0.25) +
    `<circle cx="${C}" cy="${globeY}" r="235" fill="url(#halo)"/>` +
    `<circle cx="${C}" cy="${globeY}" r="238" fill="none" stroke="${brand.indigo300}" stroke-width="2.5" stroke-dasharray="2 12" stroke-linecap="round"/>` +
    `<g fill="none" stroke="${brand.indigo500}" stroke-width="3" stroke-dasharray="1 10" stroke-linecap="round" opacity=".55">${links}</g>` +
    `<ellipse cx="${C}" cy="${globeY + 172}" rx="130" ry="18" fill="url(#shadow)"/>` +
    `<g transform="translate(${C} ${globeY})"><circle r="150" fill="url(#ocean)"/>` +
    `<g clip-path="url(#globe)"><g fill="#c7d2fe" opacity=".95">${continents}</g>` +
    `<g fill="none" stroke="#ffffff" stroke-width="3" opacity=".22">` +
    `<ellipse rx="64" ry="150"/><ellipse rx="122" ry="150"/><path d="M-150,0H150M-134,-68H134M-134,68H134"/></g>` +
    `<circle cx="70" cy="64" r="170" fill="${brand.indigo900}" opacity=".16"/></g>` +
    `<path d="M-112,-78A136,136 0 0 1 -38,-134" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity=".5"/>` +
    // Amber pins: learners joining from around the world.
    `<g fill="${brand.amber400}" stroke="#ffffff" stroke-width="4"><circle cx="-40" cy="-70" r="10"/>` +
    `<circle cx="64" cy="20" r="10"/><circle cx="-56" cy="58" r="9"/><circle cx="74" cy="-92" r="8"/></g></g>` +
    people.map(person).join("") +
    bubble(
      222,
      92,
      96,
      54,
      "#ffffff",
      `<g fill="${brand.indigo600}"><circle cx="-20" r="7"/><circle r="7"/><circle cx="20" r="7" opacity=".5"/></g>`,
      true,
    ) +
    bubble(
      520,
      262,
      78,
      52,
      brand.amber500,
      `<path d="${HEART}" fill="#ffffff" transform="scale(1.5)"/>`,
      false,
    ) +
    bubble(
      160,
      362,
      90,
      50,
      brand.indigo600,
      `<rect x="-26" y="-11" width="52" height="8" rx="4" fill="#ffffff"/><rect x="-26" y="4" width="34" height="8" rx="4" fill="#ffffff" opacity=".7"/>`,
      true,
    ) +
    bubble(
      560,
      620,
      80,
      50,
      "#ffffff",
      `<path d="M-16,0L-4,12L18,-12" fill="none" stroke="#10b981" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
      false,
    ) +
    sparkle(560, 86, 18, brand.amber500) +
    sparkle(258, 610, 14, brand.amber400) +
    sparkle(735, 330, 11, brand.indigo500, 0.7) +
    sparkle(60, 330, 10, brand.indigo300);
  return svgDoc(size, size, [ABOUT_SIZE, ABOUT_SIZE], body);
}
