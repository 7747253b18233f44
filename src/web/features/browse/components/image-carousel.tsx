import '@mantine/carousel/styles.css';

import { Carousel } from '@mantine/carousel';
import { useElementSize } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useMemo, useState } from 'react';

import { IMAGE_CAROUSEL } from '#shared/constants.ts';
import classes from './image-carousel.module.css';
import { ServiceImage } from './service-card.tsx';

export type GalleryImage = {
  src: string;
  /** The picture at more sizes (`srcset` width descriptors), or null. */
  srcSet?: string | null;
  alt: string;
  width?: number;
  height?: number;
};

/**
 * The carousel fills the page's main column: the screen below 62em; above, 8 of 12 columns of
 * the xl container (1320 px), at most 848 px wide (at 1366 px and wider). The slot is never
 * wider than this, so the picked rendition is at least as wide as it (decision 109).
 */
export const CAROUSEL_IMAGE_SIZES = '(max-width: 62em) 100vw, 848px';

/**
 * Embla's `duration` is not milliseconds (its docs suggest 20–60; 25 ≈ a quarter second). The
 * spec's transition runs from 250 ms to at most 750 ms, so the middle of that range is used.
 */
export const EMBLA_DURATION = Math.round(
  (IMAGE_CAROUSEL.transitionMinMs + IMAGE_CAROUSEL.transitionLimitMs) / 20,
);

/**
 * The service page's image carousel: autoplay every 5000 ms, a swipe counts after 10 % of the
 * width (the spec's threshold 0.1, as embla's `dragThreshold` in pixels), transitions in the
 * spec's 250–750 ms range.
 */
export function ImageCarousel({ images, title }: { images: GalleryImage[]; title: string }) {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: IMAGE_CAROUSEL.autoplayMs,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
    }),
  );
  const { ref, width } = useElementSize();
  const emblaOptions = useMemo(
    () => ({
      loop: images.length > 1,
      duration: EMBLA_DURATION,
      dragThreshold: Math.max(10, Math.round((width || 600) * IMAGE_CAROUSEL.swipeThreshold)),
    }),
    [images.length, width],
  );

  if (images.length === 0) return <ServiceImage src={null} alt={title} />;
  return (
    <div ref={ref}>
      <Carousel
        aria-label={`Photos of ${title}`}
        aria-roledescription="carousel"
        withIndicators={images.length > 1}
        withControls={images.length > 1}
        emblaOptions={emblaOptions}
        plugins={[autoplay]}
        previousControlProps={{ 'aria-label': 'Previous photo' }}
        nextControlProps={{ 'aria-label': 'Next photo' }}
        getIndicatorProps={(index) => ({ 'aria-label': `Photo ${index + 1}` })}
        classNames={{ indicator: classes.indicator }}
      >
        {images.map((image, index) => (
          <Carousel.Slide
            key={image.src}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${images.length}`}
          >
            <div
              style={{
                aspectRatio: '4 / 3',
                background: 'var(--mantine-color-gray-1)',
                borderRadius: 'var(--mantine-radius-md)',
                overflow: 'hidden',
              }}
            >
              <img
                src={image.src}
                srcSet={image.srcSet ?? undefined}
                sizes={image.srcSet ? CAROUSEL_IMAGE_SIZES : undefined}
                alt={image.alt}
                width={image.width ?? 1280}
                height={image.height ?? 960}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
                style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
              />
            </div>
          </Carousel.Slide>
        ))}
      </Carousel>
    </div>
  );
}
