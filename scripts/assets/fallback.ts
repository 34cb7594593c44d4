// Neutral placeholder shown when an image is missing: a soft picture-frame glyph, no text.
export function fallbackSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#f5f7ff"/><stop offset="1" stop-color="#e8ebf7"/></linearGradient></defs>` +
    `<rect width="300" height="200" fill="url(#f)"/>` +
    `<circle cx="262" cy="28" r="64" fill="#ffffff" opacity=".55"/>` +
    `<circle cx="34" cy="186" r="52" fill="#dfe3f3" opacity=".6"/>` +
    `<g transform="translate(110 66)">` +
    `<rect width="80" height="64" rx="14" fill="#ffffff" stroke="#c9cfe6" stroke-width="3"/>` +
    `<circle cx="56" cy="22" r="7" fill="#f3d9a4"/>` +
    `<path d="M10,54L30,32L44,46L52,38L70,54Z" fill="#c9cfe6" stroke="#c9cfe6" stroke-width="4" stroke-linejoin="round"/>` +
    `</g></svg>\n`
  );
}
