import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { useNeverHydrated } from "~/islands/never-hydrated";
import { FALLBACK_IMAGE, failedToLoad, LAZY_MARGIN, type ImageSource } from "~/lib/lazy-image";

export { FALLBACK_IMAGE, LAZY_MARGIN, type ImageSource };

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt"> & {
  src: string;
  alt: string;
  /** Modern formats, best first; the <img> src is the last resort. */
  sources?: ImageSource[];
  /** Above-the-fold images load at once. */
  eager?: boolean;
  fallback?: string;
  /** Called when the image fails (before the fallback is shown). */
  onLoadError?: (src: string) => void;
};

/**
 * An image that falls back to a neutral illustration on load error and loads lazily when
 * within 50px of the viewport. Server HTML keeps a <noscript> copy for visitors without JS.
 */
export function Image({
  src,
  alt,
  sources = [],
  eager = false,
  fallback = FALLBACK_IMAGE,
  onLoadError,
  className,
  ...rest
}: ImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  // On a page served as islands, outside any island: no React here in the browser, so the
  // image's own script (app/islands/static-images.ts) is given what this component would do.
  const neverHydrated = useNeverHydrated();
  const [visible, setVisible] = useState(eager);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (visible) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);

  // A late failure can arrive before hydration attaches onError; check once mounted.
  useEffect(() => {
    const el = ref.current;
    if (el && failedToLoad(el)) handleError();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible]);

  function handleError() {
    if (failed) return;
    onLoadError?.(src);
    setFailed(true);
  }

  const img = (
    <img
      ref={ref}
      alt={alt}
      src={failed ? fallback : visible ? src : undefined}
      data-src={src}
      onError={handleError}
      decoding="async"
      className={className}
      {...(neverHydrated
        ? {
            "data-static-image": "",
            "data-fallback": fallback,
            "data-sources": sources.length && !eager ? JSON.stringify(sources) : undefined,
          }
        : {})}
      {...rest}
    />
  );

  // The <picture> is there from the server's HTML on, and only its sources come and go: had it
  // wrapped the <img> only once visible, React would replace the <img> with a new element as it
  // scrolls into view (anything holding the old one, a test's handle or a focus, lost it) and
  // the layout would change around it (the grid or flex item becomes the <picture>).
  const live =
    sources.length === 0 ? (
      img
    ) : (
      <picture>
        {visible && !failed
          ? sources.map((s) => (
              <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={rest.sizes} />
            ))
          : null}
        {img}
      </picture>
    );

  if (eager) return live;
  return (
    <>
      {live}
      <noscript>
        <img alt={alt} src={src} className={className} width={rest.width} height={rest.height} />
      </noscript>
    </>
  );
}
