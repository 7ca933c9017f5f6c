import { getTranslations } from "next-intl/server";
import { carouselSlides, type CarouselSlide } from "@/content/home";
import { Carousel } from "./carousel";
import { HomeSlide, type SlideTexts } from "./home-slide";

/** Gathers the slides' pictures and words on the server; the client leaf only moves between them. */
export async function HomeCarousel() {
  const t = await getTranslations("Home");
  const count = carouselSlides.length;
  const slideTexts = (slide: CarouselSlide): SlideTexts => {
    const key = (name: string) => `slides.${slide.id}.${name}`;
    return {
      badge: t(key("badge")),
      headline: t(key("headline")),
      subline: t(key("subline")),
      alt: t(key("alt")),
      ...(slide.list.kind === "links"
        ? {
            listLabel: t(key("linksLabel")),
            items: slide.list.items.map((item) => t(key(`links.${item.key}`))),
          }
        : {
            listLabel: t(key("stepsLabel")),
            items: slide.list.keys.map((step) => t(key(`steps.${step}`))),
          }),
    };
  };
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
        <HomeSlide key={slide.id} slide={slide} texts={slideTexts(slide)} first={i === 0} />
      ))}
    </Carousel>
  );
}
