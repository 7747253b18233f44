import { StaticPage, StaticSection } from '../../components/static-page/static-page.tsx';
import { paths } from '../../config/paths.ts';

export function Component() {
  return (
    <StaticPage
      title="Community Environment"
      description="The standards that keep Kiwi Services a safe and respectful place for customers and providers."
      intro="Kiwi Services works because customers and providers treat each other with respect."
      more={{ to: paths.communityEnvironmentDetails, label: 'Read the full community guidelines' }}
    >
      <StaticSection title="Be honest">
        Describe your services, prices and availability accurately, and write reviews about your own
        real experience.
      </StaticSection>
      <StaticSection title="Be respectful">
        No harassment, discrimination or abusive language in enquiries, reviews or listings.
      </StaticSection>
    </StaticPage>
  );
}
