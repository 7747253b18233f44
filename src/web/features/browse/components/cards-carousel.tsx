import '@mantine/carousel/styles.css';

import { Carousel } from '@mantine/carousel';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

import { CAROUSEL_BREAKPOINTS } from '#shared/constants.ts';

/** Items per view: 4 above 1024 px, 2 from 464 to 1024 px, 1 below 464 px (spec section 9). */
export function useItemsPerView(): 1 | 2 | 4 {
  const options = { getInitialValueInEffect: false };
  const wide = useMediaQuery(`(min-width: ${CAROUSEL_BREAKPOINTS.desktop + 1}px)`, false, options);
  const medium = useMediaQuery(`(min-width: ${CAROUSEL_BREAKPOINTS.tablet}px)`, false, options);
  return wide ? 4 : medium ? 2 : 1;
}

/** A carousel of cards (popular services, top providers) with the spec's breakpoints. */
export function CardsCarousel<T>({
  items,
  getKey,
  renderItem,
  label,
}: {
  items: T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  label: string;
}) {
  const perView = useItemsPerView();
  const needsControls = items.length > perView;
  // Fewer items than places (limit 3 on the home page): the cards share the whole width.
  const shown = Math.max(1, Math.min(perView, items.length));
  return (
    <Carousel
      aria-label={label}
      aria-roledescription="carousel"
      slideSize={`${100 / shown}%`}
      slideGap="md"
      withControls={needsControls}
      withIndicators={false}
      controlSize={34}
      emblaOptions={{ align: 'start', containScroll: 'trimSnaps', loop: false, dragFree: false }}
      previousControlProps={{ 'aria-label': `Previous ${label}` }}
      nextControlProps={{ 'aria-label': `Next ${label}` }}
      styles={{ control: { opacity: 0.95 } }}
    >
      {items.map((item, index) => (
        <Carousel.Slide
          key={getKey(item)}
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${items.length}`}
          py={4}
        >
          {renderItem(item)}
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
