import { Box, Container, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { ServiceName, ServiceNamesOfTypeResponse } from '#shared/api/catalogue.ts';
import { paths } from '#shared/pages.ts';
import { useServiceNamesOfType } from '../../lib/catalogue-queries.ts';
import { SITE_NAME } from '../../lib/site.ts';
import { BrandLink } from '../brand/brand-link.tsx';
import disclosure from '../disclosure/phone-disclosure.module.css';
import classes from './footer.module.css';

const SERVICE_COLUMNS: { key: keyof ServiceNamesOfTypeResponse; title: string }[] = [
  { key: 'residential', title: 'Residential' },
  { key: 'commercial', title: 'Commercial' },
  { key: 'trade', title: 'Trades' },
];

/** Ways into the listings (issue 24 §6): the provider directory and the city landing pages. */
const FIND_LINKS = [
  { to: paths.allProviders, label: 'Find a provider' },
  { to: paths.browseByCity, label: 'Browse by city' },
  { to: paths.allServices, label: 'All services' },
];

const ABOUT_LINKS = [
  { to: paths.aboutUs, label: 'About Us' },
  { to: paths.communityEnvironment, label: 'Community Environment' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms of Use' },
];

const GENERAL_LINKS = [
  { to: paths.faqs, label: 'FAQs' },
  { to: paths.contactUs, label: 'Contact Us' },
  { to: paths.careers, label: 'Careers' },
];

/**
 * The service columns without repeats: a service of several types is listed once, under the
 * first of its types in column order (Residential, Commercial, Trades).
 */
export function distinctServiceColumns(
  data: ServiceNamesOfTypeResponse | undefined,
): Record<keyof ServiceNamesOfTypeResponse, ServiceName[]> {
  const seen = new Set<string>();
  const columns = { residential: [], commercial: [], trade: [] } as Record<
    keyof ServiceNamesOfTypeResponse,
    ServiceName[]
  >;
  for (const { key } of SERVICE_COLUMNS) {
    for (const item of data?.[key] ?? []) {
      if (seen.has(item.slug)) continue;
      seen.add(item.slug);
      columns[key].push(item);
    }
  }
  return columns;
}

/**
 * The site footer: service links by type (start-up call), ways into the listings (provider
 * directory, browse by city), platform and general pages.
 */
export function Footer() {
  const { data, isPending, isError } = useServiceNamesOfType();
  const columns = distinctServiceColumns(data);
  return (
    <Box component="footer" className={classes.footer}>
      <Container py={40}>
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3, lg: 6 }}
          spacing="xl"
          verticalSpacing={{ base: 'sm', xs: 'xl' }}
        >
          {SERVICE_COLUMNS.map(({ key, title }) => (
            <FooterColumn key={key} title={title} collapsible>
              {isPending ? (
                <LinkSkeleton />
              ) : (
                <ServiceLinks items={columns[key]} failed={isError} />
              )}
            </FooterColumn>
          ))}
          <FooterColumn title="Find Services">
            <PageLinks links={FIND_LINKS} />
          </FooterColumn>
          <FooterColumn title="About This Platform">
            <PageLinks links={ABOUT_LINKS} />
          </FooterColumn>
          <FooterColumn title="General">
            <PageLinks links={GENERAL_LINKS} />
          </FooterColumn>
        </SimpleGrid>
      </Container>
      <Box className={classes.bottom}>
        <Container py="md">
          <Stack gap={6} align="center">
            <BrandLink inverted />
            <Text size="sm" c="#d3e9df" ta="center">
              © {new Date().getFullYear()} {SITE_NAME}. All rights reserved. Local services across
              Aotearoa New Zealand.
            </Text>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}

/**
 * A column under its heading. A collapsible one is a disclosure that phones show closed and
 * wider screens always show open (CSS only, phone-disclosure.module.css): no script at start-up.
 */
function FooterColumn({
  title,
  collapsible = false,
  children,
}: {
  title: string;
  collapsible?: boolean;
  children: React.ReactNode;
}) {
  const id = `footer-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  const heading = (
    <h2 id={id} className={classes.heading}>
      {title}
    </h2>
  );
  return (
    <Box component="section" aria-labelledby={id}>
      {collapsible ? (
        <details className={`${disclosure.disclosure} ${classes.collapsible}`}>
          <summary className={`${disclosure.summary} ${classes.summary}`}>{heading}</summary>
          {children}
        </details>
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
    </Box>
  );
}

function ServiceLinks({ items, failed }: { items: ServiceName[]; failed: boolean }) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="#d3e9df">
        {failed ? 'Services could not be loaded' : 'No services listed yet'}
      </Text>
    );
  }
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item.slug}>
          <Link className={classes.link} to={paths.singleService(item.slug)}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function PageLinks({ links }: { links: { to: string; label: string }[] }) {
  return (
    <ul className={classes.list}>
      {links.map((link) => (
        <li key={link.to}>
          <Link className={classes.link} to={link.to}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LinkSkeleton() {
  return (
    <Stack gap={10} aria-hidden="true">
      {[70, 55, 80, 60].map((w) => (
        <Skeleton key={w} height={12} width={`${w}%`} opacity={0.25} />
      ))}
    </Stack>
  );
}
