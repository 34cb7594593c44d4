// Flat, icon-like drawings for each course motif. Each is drawn in a -100…100 box around the
// origin using only simple shapes (no text), coloured from the given palette fills.
import type { CourseMotif } from "../../content/types";
import { n, sparkle, type Fills } from "./svg";

type Draw = (f: Fills) => string;

const W = "#ffffff";

function book(f: Fills): string {
  const { pal } = f;
  let lines = "";
  for (let i = 0; i < 5; i++) {
    const y = -26 + i * 15;
    const w = i === 4 ? 0.6 : 1;
    lines +=
      `<path d="M-76,${y + 2}Q-46,${y - 12} ${n(-76 + 62 * w)},${n(y - 2 - 6 * w)}" />` +
      `<path d="M76,${y + 2}Q46,${y - 12} ${n(76 - 62 * (i === 2 ? 0.55 : 1))},${n(y - 8)}" />`;
  }
  return (
    `<path d="M-98,-40Q-50,-58 0,-42Q50,-58 98,-40L98,72Q50,56 0,74Q-50,56 -98,72Z" fill="${pal.mainDark}"/>` +
    `<path d="M-98,-46Q-50,-64 0,-48Q50,-64 98,-46L98,64Q50,48 0,66Q-50,48 -98,64Z" fill="${f.main}"/>` +
    `<path d="M-88,-54Q-46,-72 -2,-52L-2,60Q-46,42 -88,56Z" fill="${W}"/>` +
    `<path d="M88,-54Q46,-72 2,-52L2,60Q46,42 88,56Z" fill="${pal.pale}"/>` +
    `<g stroke="${pal.light}" stroke-width="5" stroke-linecap="round" fill="none">${lines}</g>` +
    `<path d="M0,-50V62" stroke="${pal.mainDark}" stroke-width="3" opacity=".35"/>` +
    `<path d="M12,-58H30V-2L21,-12L12,-2Z" fill="${f.accent}"/>`
  );
}

function calculator(f: Fills): string {
  const { pal } = f;
  let keys = "";
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 4; c++) {
      const x = -46 + c * 24;
      const y = -18 + r * 24;
      const op = c === 3;
      keys += `<rect x="${x}" y="${y}" width="20" height="20" rx="6" fill="${op ? pal.accent : r === 3 && c === 0 ? pal.light : W}"/>`;
    }
  }
  // Operator symbols on the right-hand column: plus, minus, times, equals.
  const ox = 36;
  const sym =
    `<path d="M${ox - 5},-8H${ox + 5}M${ox},-13V-3M${ox - 5},16H${ox + 5}` +
    `M${ox - 4},36L${ox + 4},44M${ox + 4},36L${ox - 4},44M${ox - 5},61H${ox + 5}M${ox - 5},67H${ox + 5}" ` +
    `stroke="${W}" stroke-width="3" stroke-linecap="round"/>`;
  return (
    `<rect x="-64" y="-86" width="128" height="184" rx="24" fill="${pal.deep}" opacity=".9"/>` +
    `<rect x="-64" y="-94" width="128" height="184" rx="24" fill="${f.main}"/>` +
    `<rect x="-48" y="-78" width="96" height="44" rx="11" fill="${pal.deep}"/>` +
    `<rect x="-38" y="-66" width="30" height="6" rx="3" fill="${pal.soft}" opacity=".55"/>` +
    `<rect x="-38" y="-54" width="18" height="6" rx="3" fill="${pal.soft}" opacity=".35"/>` +
    `<rect x="6" y="-68" width="10" height="22" rx="3" fill="${pal.light}"/>` +
    `<rect x="22" y="-68" width="10" height="22" rx="3" fill="${pal.light}"/>` +
    `<circle cx="-2" cy="-49" r="3" fill="${pal.light}"/>` +
    keys +
    sym
  );
}

function code(f: Fills): string {
  const { pal } = f;
  return (
    `<rect x="-98" y="-70" width="196" height="150" rx="20" fill="${pal.deep}" opacity=".18" transform="translate(6 8)"/>` +
    `<rect x="-98" y="-78" width="196" height="150" rx="20" fill="${f.main}"/>` +
    `<path d="M-98,-46H98V52A20,20 0 0 1 78,72H-78A20,20 0 0 1 -98,52Z" fill="${W}"/>` +
    `<circle cx="-78" cy="-62" r="5.5" fill="${W}" opacity=".9"/>` +
    `<circle cx="-62" cy="-62" r="5.5" fill="${W}" opacity=".65"/>` +
    `<circle cx="-46" cy="-62" r="5.5" fill="${pal.accentLight}"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-width="13">` +
    `<path d="M-36,-18L-66,12L-36,42" stroke="${pal.main}"/>` +
    `<path d="M36,-18L66,12L36,42" stroke="${pal.main}"/>` +
    `<path d="M14,-24L-14,48" stroke="${pal.accent}"/></g>`
  );
}

function flask(f: Fills): string {
  const { pal } = f;
  const body = "M-19,-80L-19,-30L-72,56Q-82,82 -56,82L56,82Q82,82 72,56L19,-30L19,-80Z";
  const clip = `${f.prefix}fc`;
  return (
    `<clipPath id="${clip}"><path d="${body}"/></clipPath>` +
    `<path d="${body}" fill="${W}" opacity=".92"/>` +
    `<g clip-path="url(#${clip})">` +
    `<path d="M-110,14Q-80,2 -50,14T10,14T70,14T130,14L130,110L-110,110Z" fill="${f.main}"/>` +
    `<path d="M-110,14Q-80,2 -50,14T10,14T70,14T130,14" fill="none" stroke="${pal.light}" stroke-width="5"/>` +
    `<circle cx="-20" cy="46" r="8" fill="${W}" opacity=".45"/>` +
    `<circle cx="18" cy="60" r="5" fill="${W}" opacity=".45"/>` +
    `<circle cx="4" cy="32" r="4" fill="${W}" opacity=".45"/></g>` +
    `<path d="${body}" fill="none" stroke="${pal.mainDark}" stroke-width="6" stroke-linejoin="round"/>` +
    `<rect x="-30" y="-94" width="60" height="16" rx="8" fill="${pal.mainDark}"/>` +
    `<path d="M-46,40L-28,10" stroke="${W}" stroke-width="7" stroke-linecap="round" opacity=".8"/>` +
    `<circle cx="10" cy="-108" r="8" fill="${pal.accent}"/>` +
    `<circle cx="-12" cy="-122" r="5" fill="${pal.accentLight}"/>` +
    `<circle cx="24" cy="-132" r="4" fill="${pal.accent}" opacity=".7"/>`
  );
}

function globe(f: Fills): string {
  const { pal } = f;
  const clip = `${f.prefix}gc`;
  return (
    `<path d="M-64,-60A84,84 0 0 0 52,62" fill="none" stroke="${pal.accent}" stroke-width="9" stroke-linecap="round" transform="translate(4 0)"/>` +
    `<rect x="-5" y="70" width="12" height="18" fill="${pal.accentDark}"/>` +
    `<rect x="-42" y="86" width="86" height="13" rx="6.5" fill="${pal.accentDark}"/>` +
    `<clipPath id="${clip}"><circle cx="0" cy="-8" r="72"/></clipPath>` +
    `<circle cx="0" cy="-8" r="72" fill="${f.main}"/>` +
    `<g clip-path="url(#${clip})">` +
    `<g fill="${pal.pale}">` +
    `<path d="M-52,-58C-30,-80 0,-74 8,-58C14,-44 -6,-40 -12,-26C-18,-10 -40,-4 -54,-16C-66,-28 -66,-46 -52,-58Z"/>` +
    `<path d="M16,-12C32,-24 56,-16 62,2C68,22 52,40 38,50C24,58 18,38 22,24C26,10 6,2 16,-12Z"/>` +
    `<path d="M-42,20C-28,12 -14,24 -18,40C-22,54 -42,58 -50,44C-56,34 -52,26 -42,20Z"/>` +
    `<path d="M30,-70C44,-74 62,-60 58,-50C52,-42 36,-48 30,-58Z"/></g>` +
    `<g fill="none" stroke="${W}" stroke-width="2.5" opacity=".3">` +
    `<ellipse cx="0" cy="-8" rx="32" ry="72"/><ellipse cx="0" cy="-8" rx="60" ry="72"/>` +
    `<path d="M-72,-8H72M-64,-42H64M-64,26H64"/></g>` +
    `<circle cx="34" cy="30" r="80" fill="${pal.deep}" opacity=".12"/></g>` +
    `<path d="M-54,-40A62,62 0 0 1 -14,-70" fill="none" stroke="${W}" stroke-width="7" stroke-linecap="round" opacity=".55"/>`
  );
}

function chat(f: Fills): string {
  const { pal } = f;
  return (
    `<path d="M-70,-82H10A26,26 0 0 1 36,-56V-14A26,26 0 0 1 10,12H-44L-70,34L-66,12A26,26 0 0 1 -96,-14V-56A26,26 0 0 1 -70,-82Z" fill="${f.main}"/>` +
    `<circle cx="-54" cy="-35" r="8" fill="${W}"/><circle cx="-30" cy="-35" r="8" fill="${W}"/>` +
    `<circle cx="-6" cy="-35" r="8" fill="${W}" opacity=".7"/>` +
    `<path d="M4,-14H72A26,26 0 0 1 98,12V50A26,26 0 0 1 72,76H66L80,98L44,76H4A26,26 0 0 1 -22,50V12A26,26 0 0 1 4,-14Z" ` +
    `fill="${f.accent}" stroke="${pal.pale}" stroke-width="7" stroke-linejoin="round"/>` +
    `<rect x="0" y="14" width="74" height="10" rx="5" fill="${W}"/>` +
    `<rect x="0" y="36" width="50" height="10" rx="5" fill="${W}" opacity=".8"/>`
  );
}

const HEART =
  "M0,80C-22,62 -96,16 -96,-30C-96,-62 -70,-82 -44,-82C-24,-82 -8,-70 0,-56C8,-70 24,-82 44,-82C70,-82 96,-62 96,-30C96,16 22,62 0,80Z";

function heart(f: Fills): string {
  const { pal } = f;
  return (
    `<path d="${HEART}" fill="${pal.deep}" opacity=".15" transform="translate(6 8)"/>` +
    `<path d="${HEART}" fill="${f.main}"/>` +
    `<path d="M-70,-36C-70,-54 -58,-64 -44,-64" fill="none" stroke="${W}" stroke-width="10" stroke-linecap="round" opacity=".55"/>` +
    `<path d="${HEART}" fill="${f.accent}" transform="translate(80 -78) scale(.26)"/>` +
    `<path d="${HEART}" fill="${pal.light}" transform="translate(-88 62) scale(.18)"/>` +
    sparkle(-78, -88, 12, pal.accent)
  );
}

function brain(f: Fills): string {
  const { pal } = f;
  const lobes: [number, number, number][] = [
    [-42, -30, 38],
    [-6, -46, 40],
    [34, -38, 38],
    [56, 0, 34],
    [-58, 8, 32],
    [-24, 18, 38],
    [22, 20, 36],
  ];
  const circles = lobes.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join("");
  return (
    `<path d="M6,40Q12,74 34,86L50,74Q30,62 34,40Z" fill="${pal.mainDark}"/>` +
    `<g fill="${pal.deep}" opacity=".15" transform="translate(5 7)">${circles}</g>` +
    `<g fill="${f.mainU}">${circles}</g>` +
    `<g fill="none" stroke="${pal.pale}" stroke-width="6" stroke-linecap="round" opacity=".85">` +
    `<path d="M-4,-84C-16,-56 10,-34 -2,-6C-12,18 6,34 0,56"/>` +
    `<path d="M-66,-22C-50,-34 -38,-16 -26,-28"/><path d="M-74,14C-58,2 -46,22 -32,10"/>` +
    `<path d="M-40,46C-30,36 -18,48 -10,38"/><path d="M26,-60C36,-42 50,-50 62,-34"/>` +
    `<path d="M20,-12C32,-24 44,-8 60,-16"/><path d="M18,34C30,24 40,42 56,30"/></g>` +
    sparkle(82, -74, 16, pal.accent) +
    sparkle(-86, -70, 9, pal.accentLight)
  );
}

function leaf(f: Fills): string {
  const { pal } = f;
  return (
    `<path d="M0,62C0,30 -2,4 -6,-20" fill="none" stroke="${pal.mainDark}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M-4,-6C0,-60 48,-92 94,-90C96,-40 58,-2 -4,-6Z" fill="${f.main}"/>` +
    `<path d="M-4,-6C24,-34 52,-58 86,-84" fill="none" stroke="${pal.light}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M30,-30L30,-50M52,-48L54,-66M24,-28L44,-22M46,-46L66,-40" stroke="${pal.light}" stroke-width="3" stroke-linecap="round" opacity=".8"/>` +
    `<path d="M-2,30C-18,-8 -62,-24 -92,-18C-84,18 -44,40 -2,30Z" fill="${pal.soft}"/>` +
    `<path d="M-2,30C-28,8 -56,-6 -86,-16" fill="none" stroke="${W}" stroke-width="4" stroke-linecap="round" opacity=".7"/>` +
    `<rect x="-46" y="54" width="92" height="16" rx="8" fill="${pal.accentDark}"/>` +
    `<path d="M-38,70H38L30,100H-30Z" fill="${f.accent}"/>`
  );
}

function sun(f: Fills): string {
  const { pal } = f;
  let rays = "";
  for (let i = 0; i < 12; i++) {
    const long = i % 2 === 0;
    rays += `<rect x="-6" y="${long ? -98 : -88}" width="12" height="${long ? 28 : 20}" rx="6" transform="rotate(${i * 30})"/>`;
  }
  const cloud =
    `<circle cx="0" cy="0" r="24"/><circle cx="26" cy="-12" r="30"/><circle cx="54" cy="2" r="22"/>` +
    `<rect x="-14" y="0" width="86" height="24" rx="12"/>`;
  return (
    `<defs><linearGradient id="${f.prefix}sun" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#fde68a"/><stop offset=".5" stop-color="#fbbf24"/>` +
    `<stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>` +
    `<g fill="#fbbf24">${rays}</g>` +
    `<circle r="56" fill="url(#${f.prefix}sun)"/>` +
    `<circle r="40" fill="#fef3c7" opacity=".35"/>` +
    `<path d="M-34,-18A36,36 0 0 1 -10,-38" fill="none" stroke="${W}" stroke-width="7" stroke-linecap="round" opacity=".7"/>` +
    `<g fill="${pal.light}" transform="translate(30 54)">${cloud}</g>` +
    `<g fill="${W}" transform="translate(26 48)">${cloud}</g>`
  );
}

const SHIELD =
  "M0,-92C28,-74 58,-68 82,-68L82,-8C82,42 46,74 0,94C-46,74 -82,42 -82,-8L-82,-68C-58,-68 -28,-74 0,-92Z";

function shield(f: Fills): string {
  const { pal } = f;
  return (
    `<path d="${SHIELD}" fill="${pal.deep}" opacity=".15" transform="translate(6 8)"/>` +
    `<path d="${SHIELD}" fill="${f.main}"/>` +
    `<path d="M0,-92C28,-74 58,-68 82,-68L82,-8C82,42 46,74 0,94Z" fill="${W}" opacity=".12"/>` +
    `<path d="${SHIELD}" fill="none" stroke="${pal.pale}" stroke-width="5" opacity=".6" transform="scale(.74)"/>` +
    `<path d="M-32,0L-8,24L36,-24" fill="none" stroke="${W}" stroke-width="15" stroke-linecap="round" stroke-linejoin="round"/>` +
    sparkle(84, -84, 14, pal.accent) +
    sparkle(-90, 40, 8, pal.accentLight)
  );
}

/** A jigsaw piece with side edges: 1 = tab out, -1 = slot in, 0 = flat (top, right, bottom, left). */
function piecePath(
  x: number,
  y: number,
  s: number,
  edges: [number, number, number, number],
): string {
  const corners: [number, number][] = [
    [x, y],
    [x + s, y],
    [x + s, y + s],
    [x, y + s],
  ];
  let d = `M${n(x)},${n(y)}`;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = corners[i];
    const [bx, by] = corners[(i + 1) % 4];
    const dx = (bx - ax) / s;
    const dy = (by - ay) / s;
    // Outward normal of a clockwise square in SVG coordinates.
    const nx = dy;
    const ny = -dx;
    const e = edges[i];
    if (e === 0) {
      d += `L${n(bx)},${n(by)}`;
      continue;
    }
    const at = (t: number, h: number): string =>
      `${n(ax + dx * s * t + nx * s * h * e)},${n(ay + dy * s * t + ny * s * h * e)}`;
    d +=
      `L${at(0.38, 0)}` +
      `C${at(0.41, 0.06)} ${at(0.3, 0.1)} ${at(0.32, 0.19)}` +
      `C${at(0.34, 0.31)} ${at(0.66, 0.31)} ${at(0.68, 0.19)}` +
      `C${at(0.7, 0.1)} ${at(0.59, 0.06)} ${at(0.62, 0)}` +
      `L${n(bx)},${n(by)}`;
  }
  return `${d}Z`;
}

function puzzle(f: Fills): string {
  const { pal } = f;
  const a = piecePath(-96, -52, 90, [1, 1, 1, 0]);
  const b = piecePath(10, -60, 90, [0, 0, -1, -1]);
  return (
    `<path d="${a}" fill="${pal.deep}" opacity=".15" transform="translate(6 8)"/>` +
    `<path d="${a}" fill="${f.main}"/>` +
    `<g transform="rotate(9 55 -15)"><path d="${b}" fill="${pal.deep}" opacity=".15" transform="translate(6 8)"/>` +
    `<path d="${b}" fill="${f.accent}"/></g>` +
    sparkle(70, 70, 14, pal.accent) +
    sparkle(96, 46, 7, pal.soft) +
    `<path d="M-80,-36Q-80,-44 -72,-44" fill="none" stroke="${W}" stroke-width="6" stroke-linecap="round" opacity=".6"/>`
  );
}

function music(f: Fills): string {
  const { pal } = f;
  const note = (fill: string): string =>
    `<ellipse cx="-12" cy="40" rx="16" ry="12" transform="rotate(-22 -12 40)" fill="${fill}"/>` +
    `<rect x="-1" y="-30" width="8" height="70" rx="3" fill="${fill}"/>` +
    `<path d="M3,-30Q5,-8 26,0Q14,-16 14,-30Z" fill="${fill}"/>`;
  return (
    `<g fill="${pal.deep}" opacity=".14" transform="translate(6 8)">` +
    `<ellipse cx="-44" cy="56" rx="27" ry="19" transform="rotate(-22 -44 56)"/>` +
    `<ellipse cx="50" cy="38" rx="27" ry="19" transform="rotate(-22 50 38)"/>` +
    `<path d="M-32,-56L78,-78V38H66V-48L-20,-30V56H-32Z"/></g>` +
    `<g fill="${f.mainU}">` +
    `<ellipse cx="-44" cy="56" rx="27" ry="19" transform="rotate(-22 -44 56)"/>` +
    `<ellipse cx="50" cy="38" rx="27" ry="19" transform="rotate(-22 50 38)"/>` +
    `<path d="M-32,-56L78,-78V38H66V-48L-20,-30V56H-32Z"/>` +
    `<path d="M-32,-56L78,-78V-50L-32,-28Z"/></g>` +
    `<ellipse cx="-52" cy="50" rx="9" ry="5" transform="rotate(-22 -52 50)" fill="${W}" opacity=".45"/>` +
    `<g transform="translate(-74 -60) scale(.8)">${note(pal.accent)}</g>` +
    `<g fill="none" stroke="${pal.accent}" stroke-width="5" stroke-linecap="round" opacity=".8">` +
    `<path d="M86,-20Q98,0 86,20"/><path d="M98,-34Q118,0 98,34" opacity=".6"/></g>`
  );
}

function pencil(f: Fills): string {
  const { pal } = f;
  const p =
    `<rect x="-100" y="-19" width="26" height="38" rx="9" fill="#fb7185"/>` +
    `<rect x="-80" y="-19" width="20" height="38" fill="#cbd5e1"/>` +
    `<path d="M-74,-19V19M-66,-19V19" stroke="#94a3b8" stroke-width="2.5"/>` +
    `<rect x="-60" y="-19" width="104" height="38" fill="${f.main}"/>` +
    `<rect x="-60" y="-19" width="104" height="11" fill="${W}" opacity=".25"/>` +
    `<rect x="-60" y="7" width="104" height="12" fill="${pal.deep}" opacity=".15"/>` +
    `<path d="M44,-19L92,0L44,19Z" fill="#fde4c0"/>` +
    `<path d="M76,-6.3L92,0L76,6.3Z" fill="${pal.deep}"/>`;
  return (
    `<path d="M-86,78C-60,54 -44,94 -18,74C4,58 18,88 44,70" fill="none" stroke="${pal.accent}" stroke-width="8" stroke-linecap="round"/>` +
    `<g transform="translate(8 -14) rotate(138)">${p}</g>`
  );
}

function atom(f: Fills): string {
  const { pal } = f;
  let orbits = "";
  let electrons = "";
  const ts = [35, 160, 265];
  for (let i = 0; i < 3; i++) {
    const rot = i * 60;
    orbits += `<ellipse rx="94" ry="34" transform="rotate(${rot})"/>`;
    const t = (ts[i] * Math.PI) / 180;
    const ex = 94 * Math.cos(t);
    const ey = 34 * Math.sin(t);
    const r = (rot * Math.PI) / 180;
    const x = ex * Math.cos(r) - ey * Math.sin(r);
    const y = ex * Math.sin(r) + ey * Math.cos(r);
    electrons += `<circle cx="${n(x)}" cy="${n(y)}" r="10" fill="${i === 1 ? pal.accent : pal.mainDark}"/>`;
  }
  return (
    `<g fill="none" stroke="${f.mainU}" stroke-width="8">${orbits}</g>` +
    `<circle r="26" fill="${f.accent}"/>` +
    `<circle cx="-8" cy="-8" r="7" fill="${W}" opacity=".55"/>` +
    electrons
  );
}

function compass(f: Fills): string {
  const { pal } = f;
  let ticks = "";
  for (let i = 0; i < 16; i++) {
    const major = i % 4 === 0;
    const a = (i * Math.PI) / 8;
    const r1 = major ? 54 : 60;
    const r2 = 66;
    ticks +=
      `<path d="M${n(Math.sin(a) * r1)},${n(-Math.cos(a) * r1)}L${n(Math.sin(a) * r2)},${n(-Math.cos(a) * r2)}" ` +
      `stroke-width="${major ? 5 : 3}"/>`;
  }
  return (
    `<circle cx="6" cy="10" r="90" fill="${pal.deep}" opacity=".14"/>` +
    `<circle cx="0" cy="-104" r="10" fill="none" stroke="${pal.mainDark}" stroke-width="6"/>` +
    `<rect x="-12" y="-100" width="24" height="18" rx="6" fill="${pal.mainDark}"/>` +
    `<circle r="90" fill="${f.main}"/>` +
    `<circle r="76" fill="${W}"/>` +
    `<circle r="70" fill="${pal.pale}"/>` +
    `<g stroke="${pal.mainDark}" stroke-linecap="round" opacity=".7">${ticks}</g>` +
    `<g transform="rotate(32)">` +
    `<path d="M0,-58L14,0H0Z" fill="${pal.accent}"/><path d="M0,-58L-14,0H0Z" fill="${pal.accentDark}"/>` +
    `<path d="M0,58L14,0H0Z" fill="${pal.soft}"/><path d="M0,58L-14,0H0Z" fill="${pal.mainDark}"/></g>` +
    `<circle r="9" fill="${W}"/><circle r="4" fill="${pal.deep}"/>` +
    `<path d="M-62,-40A74,74 0 0 1 -30,-68" fill="none" stroke="${W}" stroke-width="6" stroke-linecap="round" opacity=".6"/>`
  );
}

export const motifs: Record<CourseMotif, Draw> = {
  book,
  calculator,
  code,
  flask,
  globe,
  chat,
  heart,
  brain,
  leaf,
  sun,
  shield,
  puzzle,
  music,
  pencil,
  atom,
  compass,
};

/** The motif drawing placed at (x, y) with a scale factor. */
export function drawMotif(
  motif: CourseMotif,
  f: Fills,
  x: number,
  y: number,
  scale: number,
): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${scale})">${motifs[motif](f)}</g>`;
}
