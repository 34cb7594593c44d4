import { failedToLoad, LAZY_MARGIN, type ImageSource } from "~/lib/lazy-image";

/**
 * The images of a page served as islands that no island holds (docs/decisions/0060): the server
 * marks them `data-static-image` (app/components/ui/image.tsx) and nothing hydrates them, so this
 * script does what the `Image` component does once hydrated, without React: a lazy image gets its
 * address and its modern sources when it comes within 50px of the viewport, and any image whose
 * address fails shows the neutral illustration instead.
 */
export function startStaticImages(root: ParentNode = document): void {
  const images = [...root.querySelectorAll<HTMLImageElement>("img[data-static-image]")];
  const observer =
    typeof IntersectionObserver === "undefined"
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              show(entry.target as HTMLImageElement);
            }
          },
          { rootMargin: LAZY_MARGIN },
        );
  for (const img of images) {
    img.addEventListener("error", () => showFallback(img));
    // Failed before this script ran (it runs after the first paint): no error event is coming.
    if (failedToLoad(img)) showFallback(img);
    else if (!img.getAttribute("src")) {
      if (observer) observer.observe(img);
      else show(img);
    }
  }
}

/** The image's sources (best first, before the <img> in its <picture>), then its own address. */
function show(img: HTMLImageElement) {
  const picture = img.parentElement;
  if (picture instanceof HTMLPictureElement && img.dataset.sources) {
    for (const source of JSON.parse(img.dataset.sources) as ImageSource[]) {
      const el = document.createElement("source");
      el.type = source.type;
      el.srcset = source.srcSet;
      if (img.sizes) el.sizes = img.sizes;
      picture.insertBefore(el, img);
    }
  }
  img.src = img.dataset.src ?? "";
}

/** Once: the fallback replaces the address and every source (a failed source fails the image). */
function showFallback(img: HTMLImageElement) {
  const fallback = img.dataset.fallback;
  if (!fallback || img.dataset.failed) return;
  img.dataset.failed = "true";
  const picture = img.parentElement;
  if (picture instanceof HTMLPictureElement)
    picture.querySelectorAll(":scope > source").forEach((s) => s.remove());
  img.src = fallback;
}
