// Colour helpers and the brand palette.

export const brand = {
  indigo900: "#1e1b4b",
  indigo800: "#312e81",
  indigo700: "#3730a3",
  indigo600: "#4338ca",
  indigo500: "#6366f1",
  indigo300: "#a5b4fc",
  indigo100: "#e0e7ff",
  indigo50: "#eef2ff",
  amber500: "#f59e0b",
  amber600: "#d97706",
  amber400: "#fbbf24",
  amber300: "#fcd34d",
  amber100: "#fef3c7",
  violet600: "#7c3aed",
  white: "#ffffff",
} as const;

function clamp01(v: number): number {
  return Math.min(1, Math.max(0, v));
}

/** HSL (h in degrees, s and l in 0–100) to a #rrggbb string. */
export function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = clamp01(s / 100);
  const lig = clamp01(l / 100);
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat;
  const p = 2 * lig - q;
  const channel = (t0: number): number => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  const toHex = (v: number): string =>
    Math.round(clamp01(v) * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${toHex(channel(hue + 1 / 3))}${toHex(channel(hue))}${toHex(channel(hue - 1 / 3))}`;
}

/** Smallest distance between two hues, in degrees. */
export function hueDistance(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return Math.min(d, 360 - d);
}

/** Colours derived from one hue, used by every illustration. */
export interface Palette {
  hue: number;
  /** Background gradient stops. */
  bgA: string;
  bgB: string;
  bgC: string;
  pale: string;
  light: string;
  soft: string;
  main: string;
  mainDark: string;
  deep: string;
  /** Accent: amber, or indigo when the hue itself is amber-ish. */
  accent: string;
  accentDark: string;
  accentLight: string;
}

export function paletteFor(hue: number): Palette {
  // Yellows and limes look muddy when darkened, so they get a touch more saturation.
  const warm = hueDistance(hue, 50) < 40;
  const accentIsIndigo = hueDistance(hue, 38) < 28;
  return {
    hue,
    bgA: hsl(hue, 85, 96),
    bgB: hsl(hue + 18, 70, 89),
    bgC: hsl(hue - 20, 75, 92),
    pale: hsl(hue, 80, 94),
    light: hsl(hue, 72, 83),
    soft: hsl(hue, 65, 70),
    main: hsl(hue, warm ? 78 : 62, warm ? 50 : 54),
    mainDark: hsl(hue, warm ? 70 : 56, warm ? 38 : 40),
    deep: hsl(hue, 50, 22),
    accent: accentIsIndigo ? brand.indigo600 : brand.amber500,
    accentDark: accentIsIndigo ? brand.indigo700 : brand.amber600,
    accentLight: accentIsIndigo ? brand.indigo300 : brand.amber300,
  };
}
