import '@mantine/carousel/styles.css';

import { Carousel } from '@mantine/carousel';
import { useSyncExternalStore, type ReactNode } from 'react';

import { CAROUSEL_BREAKPOINTS } from '#shared/constants.ts';

export type ItemsPerView = 1 | 2 | 4;

/** Spec section 9: 4 items above 1024 px, 2 from 464 to 1024 px, 1 below 464 px. */
export function itemsPerView(viewportWidth: number): ItemsPerView {
  if (viewportWidth > CAROUSEL_BREAKPOINTS.desktop) return 4;
  if (viewportWidth >= CAROUSEL_BREAKPOINTS.tablet) return 2;
  return 1;
}

/**
 * A slide is a quarter, a half or the whole row, whatever the number of items. Before hydration
 * (`null`: the server cannot know the width) the size comes from the same breakpoints as CSS
 * media queries (`.ks-cards-carousel` in global.css), so the page does not shift when the browser
 * takes over.
 */
export function slideSize(perView: ItemsPerView | null): string {
  return perView === null ? 'var(--ks-slide-size)' : `${100 / perView}%`;
}

function subscribeResize(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** Items per view for the window's width (the width media queries use); null on the server. */
export function useItemsPerView(): ItemsPerView | null {
  return useSyncExternalStore(
    subscribeResize,
    () => itemsPerView(window.innerWidth),
    () => null,
  );
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
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
}) {
  const perView = useItemsPerView();
  return (
    <Carousel
      aria-label={label}
      aria-roledescription="carousel"
      className="ks-cards-carousel"
      classNames={{ controls: 'ks-cards-carousel-controls' }}
      slideSize={slideSize(perView)}
      slideGap="md"
      withControls={items.length > (perView ?? 1)}
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
          // A card never widens its slide: the next card would show in part.
          style={{ minWidth: 0 }}
          data-testid="carousel-slide"
        >
          {renderItem(item, index)}
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
