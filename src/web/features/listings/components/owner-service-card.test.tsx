import { screen } from '@testing-library/react';

import type { ServiceCard } from '#shared/api/browse.ts';
import { sampleCard } from '../../../app/testing/fixtures.ts';
import { renderInApp } from '../../../app/testing/render-app.tsx';
import { OwnerServiceCard } from './owner-service-card.tsx';

describe("the provider's own service card", () => {
  it('says that changes wait for review while an edit is pending', () => {
    const card: ServiceCard = { ...sampleCard, status: 'approved', changed_since_approval: true };
    renderInApp(<OwnerServiceCard service={card} />);
    expect(screen.getByText('Changes waiting for review')).toBeInTheDocument();
    expect(screen.queryByText(/were not approved/)).not.toBeInTheDocument();
  });

  it("shows why the last edit was not approved, the approved version's status kept", () => {
    const card: ServiceCard = {
      ...sampleCard,
      status: 'approved',
      changed_since_approval: false,
      revision_rejection_reason: 'The new photos show another business.',
    };
    renderInApp(<OwnerServiceCard service={card} />);
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your last changes were not approved: The new photos show another business.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Changes waiting for review')).not.toBeInTheDocument();
  });
});
