import { useEffect, useRef, useState } from "react";
import { useReducedMotion } from "~/hooks/use-reduced-motion";

interface NetworkInformation {
  saveData?: boolean;
}

/**
 * The hero's looping background clip. The poster paints first; the video is attached only
 * after the page has loaded, and never under reduced motion or Save-Data.
 */
export function HeroVideo() {
  const reduced = useReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);
  const [load, setLoad] = useState(false);

  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: NetworkInformation }).connection
      ?.saveData;
    if (reduced || saveData) {
      setLoad(false);
      return;
    }
    const start = () => setLoad(true);
    if (document.readyState === "complete") {
      const id = setTimeout(start, 200);
      return () => clearTimeout(id);
    }
    window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, [reduced]);

  useEffect(() => {
    if (load) void ref.current?.play().catch(() => undefined);
    else ref.current?.pause();
  }, [load]);

  return (
    <>
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
      {load ? (
        <video
          ref={ref}
          className="absolute inset-0 h-full w-full object-cover"
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          data-testid="hero-video"
          poster="/media/hero-poster.jpg"
        >
          <source src="/media/hero.webm" type="video/webm" />
          <source src="/media/hero.mp4" type="video/mp4" />
        </video>
      ) : null}
    </>
  );
}
