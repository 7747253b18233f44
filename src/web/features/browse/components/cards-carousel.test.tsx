import { screen } from '@testing-library/react';

import { renderInApp } from '../../../app/testing/render-app.tsx';
import { CardsCarousel, itemsPerView, slideSize } from './cards-carousel.tsx';

describe('carousel slides (spec section 9)', () => {
  it('shows 4 items above 1024 px, 2 from 464 to 1024 px, 1 below 464 px', () => {
    expect(itemsPerView(1920)).toBe(4);
    expect(itemsPerView(1025)).toBe(4);
    expect(itemsPerView(1024)).toBe(2);
    expect(itemsPerView(464)).toBe(2);
    expect(itemsPerView(463)).toBe(1);
    expect(itemsPerView(320)).toBe(1);
  });

  it('makes a slide a quarter, a half or the whole row', () => {
    expect(slideSize(4)).toBe('25%');
    expect(slideSize(2)).toBe('50%');
    expect(slideSize(1)).toBe('100%');
  });

  it('sizes slides by CSS breakpoints before the width is known (server rendering)', () => {
    expect(slideSize(null)).toBe('var(--ks-slide-size)');
  });

  describe('whatever the number of items', () => {
    const width = window.innerWidth;
    afterEach(() => {
      window.innerWidth = width;
    });

    it.each([
      [1280, 3, '25%'],
      [1280, 6, '25%'],
      [800, 1, '50%'],
      [390, 3, '100%'],
    ])('at %i px with %i items a slide is %s', async (viewport, count, size) => {
      window.innerWidth = viewport;
      const items = Array.from({ length: count }, (_, i) => i + 1);
      const { container } = renderInApp(
        <CardsCarousel
          label="Cards"
          items={items}
          getKey={(i) => i}
          renderItem={(i) => <p>Card {i}</p>}
        />,
      );
      expect(await screen.findAllByTestId('carousel-slide')).toHaveLength(count);
      const styles = [...container.querySelectorAll('style')].map((s) => s.textContent);
      expect(styles.join('\n')).toMatch(new RegExp(`--carousel-slide-size:\\s*${size}`));
    });
  });
});
