import { getTranslations } from "next-intl/server";
import { carouselSlides } from "@/content/home";
import { Carousel } from "./carousel";
import { SlidePicture } from "./slide-picture";

/** Gathers the slides' pictures and texts on the server; the client leaf only moves between them. */
export async function HomeCarousel() {
  const t = await getTranslations("Home");
  const count = carouselSlides.length;
  return (
    <Carousel
      label={t("carouselLabel")}
      slideLabels={carouselSlides.map((_, i) => t("slideLabel", { number: i + 1, count }))}
      dotLabels={carouselSlides.map((slide, i) =>
        t("dotLabel", { number: i + 1, headline: t(`slides.${slide.id}.headline`) }),
      )}
      texts={{
        previous: t("previousSlide"),
        next: t("nextSlide"),
        pause: t("pauseSlides"),
        play: t("playSlides"),
        dots: t("dotsLabel"),
      }}
    >
      {carouselSlides.map((slide, i) => (
        <SlidePicture
          key={slide.id}
          slide={slide}
          alt={t(`slides.${slide.id}.alt`)}
          first={i === 0}
        />
      ))}
    </Carousel>
  );
}
