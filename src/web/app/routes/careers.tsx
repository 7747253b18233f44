import { StaticPage, StaticSection } from '../../components/static-page/static-page.tsx';

export function Component() {
  return (
    <StaticPage
      title="Careers"
      description="Work with Kiwi Services and help local businesses across New Zealand grow."
      intro="We are a small team helping local businesses across Aotearoa find their next customer."
    >
      <StaticSection title="Working with us">
        We value clear thinking, kindness and getting things done. Roles are based in New Zealand
        with flexible hours and remote-friendly working.
      </StaticSection>
    </StaticPage>
  );
}
