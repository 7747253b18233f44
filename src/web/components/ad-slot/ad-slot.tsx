import { Box, Center, Image, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { Ad } from '#shared/api/catalogue.ts';
import { AD_SLOT_CAPACITY, SIDEBAR_AD_HEIGHT } from '#shared/constants.ts';
import { useAds } from '../../lib/catalogue-queries.ts';

const HOME_AD_HEIGHT = 120;
/**
 * The home banner format (the demo banners are 1523 × 250): each home ad's box has this shape
 * from the first paint, loading or not, so nothing moves when the picture arrives. A banner of
 * another shape is fitted inside it, never cropped.
 */
const HOME_AD_SIZE = { width: 1523, height: 250 } as const;
/** The line under a home banner on phones (its title as readable text). */
const CAPTION_HEIGHT = 22;
const homeAdBox = { aspectRatio: `${HOME_AD_SIZE.width} / ${HOME_AD_SIZE.height}` } as const;

const placeholderStyle = {
  border: '2px dashed var(--mantine-color-gray-4)',
  borderRadius: 'var(--mantine-radius-md)',
  background: 'var(--mantine-color-gray-0)',
} as const;

/**
 * An ad slot from the start-up ads: 'home' shows the two home ads side by side ('Ads here' when
 * there are none); 'sidebar' is a sticky 650 px box ('Ads Here' when there is none).
 */
export function AdSlot({ slot }: { slot: 'home' | 'sidebar' }) {
  const { data, isPending } = useAds();
  const ads = (data?.ads?.[slot] ?? []).slice(0, AD_SLOT_CAPACITY[slot]);

  if (slot === 'sidebar') {
    return (
      <Box
        component="aside"
        aria-label="Advertisement"
        h={SIDEBAR_AD_HEIGHT}
        style={{ position: 'sticky', top: 84 }}
      >
        {isPending ? (
          <Skeleton h={SIDEBAR_AD_HEIGHT} />
        ) : ads[0] ? (
          <AdImage ad={ads[0]} height={SIDEBAR_AD_HEIGHT} lazy />
        ) : (
          <Center h={SIDEBAR_AD_HEIGHT} style={placeholderStyle}>
            <Text c="dimmed" fw={600}>
              Ads Here
            </Text>
          </Center>
        )}
      </Box>
    );
  }

  return (
    <Box component="aside" aria-label="Advertisements">
      {isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {Array.from({ length: AD_SLOT_CAPACITY.home }, (_, i) => (
            <div key={i}>
              <Skeleton style={homeAdBox} />
              <Skeleton hiddenFrom="sm" h={CAPTION_HEIGHT} mt={6} width="70%" />
            </div>
          ))}
        </SimpleGrid>
      ) : ads.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {ads.map((ad) => (
            <AdImage key={ad.id} ad={ad} size={HOME_AD_SIZE} caption />
          ))}
        </SimpleGrid>
      ) : (
        <Center h={HOME_AD_HEIGHT} style={placeholderStyle}>
          <Text c="dimmed" fw={600}>
            Ads here
          </Text>
        </Center>
      )}
    </Box>
  );
}

/** A banner's own words are too small on a phone: its title as text under it (phones only). */
function AdCaption({ ad }: { ad: Ad }) {
  if (!ad.title) return null;
  return (
    <Text
      hiddenFrom="sm"
      fw={600}
      size="sm"
      c="var(--mantine-color-text)"
      lh={`${CAPTION_HEIGHT}px`}
      mt={6}
      aria-hidden="true"
    >
      {ad.title} ›
    </Text>
  );
}

/**
 * An ad image, never cropped: fitted inside its box (the banner shape, or a fixed height), with
 * the caption under a home banner inside the same link.
 */
function AdImage({
  ad,
  height,
  size,
  lazy = false,
  caption = false,
}: {
  ad: Ad;
  height?: number;
  size?: { width: number; height: number };
  lazy?: boolean;
  caption?: boolean;
}) {
  const picture = (
    <Image
      src={ad.attachment_link}
      alt={ad.title || 'Advertisement'}
      w="100%"
      h={height ?? '100%'}
      width={size?.width}
      height={size?.height ?? height}
      fit="contain"
      radius="md"
      loading={lazy ? 'lazy' : 'eager'}
      style={{ display: 'block' }}
    />
  );
  const image = caption ? (
    <>
      <Box style={homeAdBox}>{picture}</Box>
      <AdCaption ad={ad} />
    </>
  ) : (
    picture
  );
  const link = ad.link_url;
  if (!link) return caption ? <div>{image}</div> : image;
  const style = {
    display: 'block',
    height: caption ? undefined : '100%',
    borderRadius: 'var(--mantine-radius-md)',
    textDecoration: 'none',
  };
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Link to={link} style={style}>
        {image}
      </Link>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer sponsored" style={style}>
      {image}
    </a>
  );
}
