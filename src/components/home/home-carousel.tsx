import { getLocale, getTranslations } from "next-intl/server";
import { carouselSlides, type CarouselSlide } from "@/content/home";
import { asLocale } from "@/lib/locale-path";
import { requestSavesData } from "@/server/save-data";
import { Carousel } from "./carousel";
import { HomeSlide, type SlideTexts } from "./home-slide";

/**
 * Gathers the slides' pictures and words on the server; the client leaf only moves between them.
 * A browser that asks to save data gets the first slide only (issue 17).
 */
export async function HomeCarousel() {
  const [t, saveData, locale] = await Promise.all([
    getTranslations("Home"),
    requestSavesData(),
    getLocale(),
  ]);
  const slides = saveData ? carouselSlides.slice(0, 1) : carouselSlides;
  const direction = locale === "ur" ? "rtl" : "ltr";
  const count = slides.length;
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
      direction={direction}
      slideLabels={slides.map((_, i) => t("slideLabel", { number: i + 1, count }))}
      dotLabels={slides.map((slide, i) =>
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
      {slides.map((slide, i) => (
        <HomeSlide
          key={slide.id}
          slide={slide}
          texts={slideTexts(slide)}
          first={i === 0}
          direction={direction}
          locale={asLocale(locale)}
        />
      ))}
    </Carousel>
  );
}
