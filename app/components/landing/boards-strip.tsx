import { useEffect, useRef, useState, type PointerEvent } from "react";
import { useReducedMotion } from "~/hooks/use-reduced-motion";
import type { BoardLogo } from "~/lib/content-types";
import { boardImage } from "~/lib/images";
import { onceNearScreen } from "~/lib/near-screen";
import { SectionHeading } from "./section-heading";

// The original specification's logo strip (docs/product.md §7.4): the six logos repeated 10 times,
// moving endlessly; velocity 5 by default, 1.5 on the landing page (pixels per frame at 60 fps).
export const STRIP_REPEAT = 10;
export const DEFAULT_VELOCITY = 5;
export const LANDING_VELOCITY = 1.5;
const MAX_TILT_DEG = 12;

interface BoardsStripProps {
  logos: BoardLogo[];
  velocity?: number;
}

function Logo({ logo, hidden }: { logo: BoardLogo; hidden: boolean }) {
  const image = boardImage(logo.image);
  // Tilts toward the mouse: rotate around the axes by how far the pointer is from the centre.
  const tilt = (e: PointerEvent<HTMLLIElement>) => {
    const el = e.currentTarget;
    const r = el.getBoundingClientRect();
    const x = (e.clientX - r.left) / r.width - 0.5;
    const y = (e.clientY - r.top) / r.height - 0.5;
    el.style.transform = `perspective(400px) rotateY(${x * MAX_TILT_DEG * 2}deg) rotateX(${-y * MAX_TILT_DEG * 2}deg)`;
  };
  const reset = (e: PointerEvent<HTMLLIElement>) => {
    e.currentTarget.style.transform = "";
  };
  return (
    <li
      aria-hidden={hidden || undefined}
      onPointerMove={tilt}
      onPointerLeave={reset}
      className="flex h-20 w-40 shrink-0 items-center justify-center rounded-2xl bg-white shadow-card transition-transform duration-150 motion-reduce:transition-none"
      data-testid="board-logo"
    >
      <picture>
        <source type="image/avif" srcSet={image.sources[0].srcSet} />
        <img
          src={image.src}
          alt={hidden ? "" : `${logo.fullName} (${logo.name})`}
          width={128}
          height={64}
          loading="lazy"
          decoding="async"
          className="h-16 w-32 object-contain"
        />
      </picture>
    </li>
  );
}

/** Section 4: 'Boards' — an endless strip that pauses on hover and speeds up with scrolling. */
export function BoardsStrip({ logos, velocity = DEFAULT_VELOCITY }: BoardsStripProps) {
  const reduced = useReducedMotion();
  const track = useRef<HTMLUListElement>(null);
  const paused = useRef(false);
  // The server sends one copy (the strip is static without JavaScript, and 54 decorative
  // duplicates were a fifth of the landing page's markup); the browser adds the other nine.
  const [copyCount, setCopyCount] = useState(1);
  useEffect(() => {
    // Once the strip comes near the screen: the copies are decoration, not worth any work
    // while the page loads.
    const el = track.current;
    if (!el) return;
    return onceNearScreen(el, "400px", () => setCopyCount(STRIP_REPEAT));
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el || copyCount < STRIP_REPEAT) return;
    if (reduced) {
      el.style.transform = "";
      return;
    }
    let offset = 0;
    let boost = 0;
    let lastScroll = window.scrollY;
    let lastTime = performance.now();
    let frame = 0;
    let visible = false;
    // Measured once (and on resize), never per frame: reading layout in a frame loop forces reflow.
    let period = el.scrollWidth / STRIP_REPEAT;
    const onResize = () => (period = el.scrollWidth / STRIP_REPEAT);
    const onScroll = () => {
      // Scrolling adds a little speed that fades out again.
      boost = Math.min(6, boost + Math.abs(window.scrollY - lastScroll) * 0.05);
      lastScroll = window.scrollY;
    };
    const step = (now: number) => {
      const frames = Math.min(4, (now - lastTime) / (1000 / 60));
      lastTime = now;
      if (!paused.current) {
        offset -= (velocity + boost) * frames;
        // One copy of the six logos is a whole period: wrap without a visible jump.
        if (period > 0 && -offset >= period) offset += period;
        el.style.transform = `translate3d(${offset}px, 0, 0)`;
      }
      boost *= 0.94;
      frame = visible ? requestAnimationFrame(step) : 0;
    };
    // Runs only while the strip is on screen.
    const observer = new IntersectionObserver(([entry]) => {
      visible = entry.isIntersecting;
      if (visible && !frame) {
        lastTime = performance.now();
        frame = requestAnimationFrame(step);
      }
    });
    observer.observe(el);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
    };
  }, [reduced, velocity, copyCount]);

  const copies = Array.from({ length: copyCount }, (_, i) => i);
  return (
    <section aria-labelledby="boards" className="overflow-hidden py-20">
      <div className="container-page">
        <SectionHeading
          id="boards"
          title="Boards"
          lead="Trusted by Leading Educational Boards & Institutions Worldwide"
        />
      </div>
      <div
        className="relative mt-12 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]"
        onPointerEnter={() => (paused.current = true)}
        onPointerLeave={() => (paused.current = false)}
        data-testid="boards-strip"
      >
        <ul
          ref={track}
          className="flex w-max gap-6 py-4 will-change-transform"
          aria-label="Boards we teach"
        >
          {copies.flatMap((copy) =>
            logos.map((logo) => <Logo key={`${copy}-${logo.id}`} logo={logo} hidden={copy > 0} />),
          )}
        </ul>
      </div>
    </section>
  );
}
