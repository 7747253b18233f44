import { screen } from '@testing-library/react';

import type { ServiceCard as Card } from '#shared/api/browse.ts';
import { sampleCard } from '../../../app/testing/fixtures.ts';
import { renderInApp } from '../../../app/testing/render-app.tsx';
import { ServiceCard } from './service-card.tsx';

const riccarton: Card = {
  ...sampleCard,
  city: 'Christchurch',
  suburb: 'Riccarton',
  service_areas: [{ city: 'Christchurch', suburb: null }],
};

/** What a card says of coverage, price and availability (issue 24 §1, §1b). */
describe('service card facts', () => {
  it('says where it is based and what it covers, in a long and a phone form', () => {
    renderInApp(<ServiceCard service={riccarton} />);
    expect(screen.getByText('Based in Riccarton · covers all of Christchurch')).toBeInTheDocument();
    expect(screen.getByText('Riccarton · all Christchurch')).toBeInTheDocument();
  });

  it.each([
    ['from', 12000, 'From $120'],
    ['hourly', 8550, '$85.50 an hour'],
    ['fixed', 45000, '$450 fixed'],
  ] as const)('shows a %s price with "incl. GST"', (type, cents, text) => {
    renderInApp(<ServiceCard service={{ ...riccarton, price_type: type, price_cents: cents }} />);
    const price = screen.getByTestId('card-price');
    expect(price).toHaveTextContent(text);
    expect(price).toHaveTextContent('incl. GST');
  });

  it('says "Quote on request" without an amount, and nothing when no price is stated', () => {
    const { unmount } = renderInApp(
      <ServiceCard service={{ ...riccarton, price_type: 'quote', price_cents: null }} />,
    );
    expect(screen.getByTestId('card-price')).toHaveTextContent(/^Quote on request$/);
    unmount();
    renderInApp(<ServiceCard service={riccarton} />);
    expect(screen.queryByTestId('card-price')).not.toBeInTheDocument();
  });

  it('marks a provider not taking new work, with the date when given', () => {
    const { unmount } = renderInApp(
      <ServiceCard service={{ ...riccarton, taking_new_work: false, back_on: '2026-12-09' }} />,
    );
    expect(screen.getByTestId('card-availability')).toHaveTextContent(
      'Not taking new work until 9 December 2026',
    );
    unmount();
    renderInApp(<ServiceCard service={{ ...riccarton, taking_new_work: false, back_on: null }} />);
    expect(screen.getByTestId('card-availability')).toHaveTextContent(/^Not taking new work$/);
  });
});
