/**
 * The hero's background as the server renders it: the poster, which paints first. The looping
 * clip is attached beside it after the page has loaded, never under reduced motion or Save-Data,
 * by ./hero-motion.ts.
 */
export function HeroVideo() {
  return (
    <picture>
      <source type="image/avif" srcSet="/media/hero-poster.avif" />
      <source type="image/webp" srcSet="/media/hero-poster.webp" />
      <img
        src="/media/hero-poster.jpg"
        alt=""
        width={1280}
        height={720}
        fetchPriority="high"
        className="absolute inset-0 h-full w-full object-cover"
      />
    </picture>
  );
}
