import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Image } from "~/components/ui/image";
import { responsiveImage } from "~/lib/images";

/** Section 5: About Us — 'Our Dream is global learning Transformation', 400×400 image. */
export function AboutTeaser({ heading, text }: { heading: string; text: string }) {
  const image = responsiveImage("/images/about", [400, 800]);
  return (
    <section aria-labelledby="about-us" className="py-20">
      <div className="container-page grid items-center gap-12 md:grid-cols-2">
        <Image
          src={image.src}
          sources={image.sources}
          sizes="400px"
          alt="Learners from around the world joining one live class"
          width={400}
          height={400}
          className="mx-auto aspect-square h-auto w-full max-w-[400px] rounded-card"
        />
        <div>
          <p className="text-sm font-bold tracking-wider text-saffron-700 uppercase">About Us</p>
          <h2 id="about-us" className="mt-2 text-3xl sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-5 text-lg leading-8 text-muted">{text}</p>
          <Button asChild className="mt-8" size="lg">
            <Link to="/about">
              Read More<span className="sr-only"> about us</span>
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
