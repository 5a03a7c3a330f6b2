import { useQuery } from "@tanstack/react-query";
import { useApi } from "../api/ApiContext";
import { ErrorAlert } from "../ui/ErrorAlert";
import { Carousel } from "./Carousel";
import { carouselQuery } from "./queries";

/** The carousel of the patient home, fed by GET /api/patient/carousel. */
export function HomeCarousel() {
  const api = useApi();
  const carousel = useQuery(carouselQuery(api));
  if (carousel.isError) return <ErrorAlert error={carousel.error} />;
  return <Carousel items={carousel.data} />;
}
