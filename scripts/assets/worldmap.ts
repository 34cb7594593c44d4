// World map SVG: Natural Earth land (world-atlas, 110m) with amber "learner" dots and arcs to India.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoNaturalEarth1, geoPath } from "d3-geo";
import type { FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { brand } from "./color";
import { n } from "./svg";

export const MAP_W = 1000;

export const MAP_TITLE = "Map of the world showing where Learnova learners join from";

/** [name, longitude, latitude]. The first entry is the hub the arcs start from. */
const CITIES: [string, number, number][] = [
  ["Delhi", 77.21, 28.61],
  ["Bengaluru", 77.59, 12.97],
  ["Dubai", 55.27, 25.2],
  ["Singapore", 103.82, 1.35],
  ["London", -0.13, 51.51],
  ["Berlin", 13.4, 52.52],
  ["Madrid", -3.7, 40.42],
  ["Nairobi", 36.82, -1.29],
  ["Toronto", -79.38, 43.65],
  ["New York", -74.01, 40.71],
  ["Shanghai", 121.47, 31.23],
  ["Sydney", 151.21, -33.87],
];

/** Number of tenths as a short decimal: 12 -> "1.2", -5 -> "-.5", 30 -> "3". */
function tenths(v: number): string {
  const s = String(v / 10);
  return s.replace(/^(-?)0\./, "$1.");
}

/**
 * Rewrites a d3 path (absolute M/L/Z, 1 decimal) with relative "l" segments. Deltas are taken
 * between the rounded absolute points, so nothing drifts; the file gets about a third smaller.
 */
function compactPath(d: string): string {
  let out = "";
  let x = 0;
  let y = 0;
  let inLine = false;
  let start: [number, number] = [0, 0];
  for (const [, cmd, args] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (cmd === "Z") {
      out += "z";
      inLine = false;
      [x, y] = start;
      continue;
    }
    const [nx, ny] = args.split(",").map((v) => Math.round(Number(v) * 10));
    if (cmd === "M") {
      out += `M${tenths(nx)},${tenths(ny)}`;
      inLine = false;
      start = [nx, ny];
    } else {
      const dy = tenths(ny - y);
      const pair = `${tenths(nx - x)}${dy.startsWith("-") ? "" : ","}${dy}`;
      // Within an "l" run, pairs are separated by a space unless the next one starts with "-".
      out += inLine ? (pair.startsWith("-") ? pair : ` ${pair}`) : `l${pair}`;
      inLine = true;
    }
    x = nx;
    y = ny;
  }
  return out;
}

function loadCountries(): FeatureCollection<Geometry> {
  const require = createRequire(import.meta.url);
  const file = require.resolve("world-atlas/countries-110m.json");
  const topology = JSON.parse(readFileSync(file, "utf8")) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const all = feature(topology, topology.objects.countries) as FeatureCollection<
    Geometry,
    { name: string }
  >;
  // Antarctica takes a lot of space and bytes and nobody joins a class from there.
  return {
    type: "FeatureCollection",
    features: all.features.filter((f) => f.properties?.name !== "Antarctica" && f.id !== "010"),
  };
}

export function worldMapSvg(): { svg: string; width: number; height: number } {
  const land = loadCountries();
  // Fit the width first, then crop the height to the land's bounds.
  const projection = geoNaturalEarth1().fitWidth(MAP_W - 20, land);
  const [[, y0], [, y1]] = geoPath(projection).bounds(land);
  const height = Math.ceil(y1 - y0 + 20);
  const [tx, ty] = projection.translate();
  projection.translate([tx + 10, ty - y0 + 10]);
  const path = geoPath(projection).digits(1);

  const d = compactPath(land.features.map((f) => path(f) ?? "").join(""));

  const pts = CITIES.map(([name, lon, lat]) => {
    const p = projection([lon, lat]);
    if (!p) throw new Error(`Cannot project ${name}`);
    return { name, x: p[0], y: p[1] };
  });
  const hub = pts[0];
  const arcs = pts
    .slice(2)
    .map((c) => {
      const mx = (hub.x + c.x) / 2;
      const my = (hub.y + c.y) / 2;
      const dx = c.x - hub.x;
      const dy = c.y - hub.y;
      const len = Math.hypot(dx, dy);
      let px = -dy / len;
      let py = dx / len;
      if (py > 0) {
        px = -px;
        py = -py;
      }
      const bend = len * 0.22;
      return `<path d="M${n(hub.x)},${n(hub.y)}Q${n(mx + px * bend)},${n(my + py * bend)} ${n(c.x)},${n(c.y)}"/>`;
    })
    .join("");
  const dots = pts
    .map(
      (p, i) =>
        `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${i === 0 ? 20 : 15}" fill="url(#halo)"/>` +
        `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${i === 0 ? 5 : 4}" fill="${brand.amber500}" stroke="#ffffff" stroke-width="1.5"><title>${p.name}</title></circle>`,
    )
    .join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_W} ${height}" role="img" aria-labelledby="world-map-title">` +
    `<title id="world-map-title">${MAP_TITLE}</title>` +
    `<defs><radialGradient id="halo"><stop offset="0" stop-color="${brand.amber400}" stop-opacity=".7"/>` +
    `<stop offset=".4" stop-color="${brand.amber400}" stop-opacity=".35"/>` +
    `<stop offset="1" stop-color="${brand.amber400}" stop-opacity="0"/></radialGradient></defs>` +
    `<path d="${d}" fill="${brand.indigo300}" fill-opacity=".5" stroke="#ffffff" stroke-opacity=".8" stroke-width=".6" stroke-linejoin="round"/>` +
    `<g fill="none" stroke="${brand.amber500}" stroke-width="1.4" stroke-linecap="round" stroke-dasharray="2 5" opacity=".75">${arcs}</g>` +
    dots +
    `</svg>\n`;
  return { svg, width: MAP_W, height };
}
