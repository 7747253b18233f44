import { Box, Center, Image, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { Ad } from '#shared/api/catalogue.ts';
import { AD_SLOT_CAPACITY, SIDEBAR_AD_HEIGHT } from '#shared/constants.ts';
import { useAds } from '../../lib/catalogue-queries.ts';

const HOME_AD_HEIGHT = 120;
/** Home banners keep their own shape (never cropped); this is only the loading placeholder. */
const HOME_AD_SKELETON_HEIGHT = 110;

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
        <Skeleton h={HOME_AD_SKELETON_HEIGHT} />
      ) : ads.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {ads.map((ad) => (
            <AdImage key={ad.id} ad={ad} />
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

/** An ad image, never cropped: natural shape, or fitted inside a fixed-height box. */
function AdImage({ ad, height, lazy = false }: { ad: Ad; height?: number; lazy?: boolean }) {
  const image = (
    <Image
      src={ad.attachment_link}
      alt={ad.title || 'Advertisement'}
      w="100%"
      h={height ?? 'auto'}
      fit="contain"
      radius="md"
      loading={lazy ? 'lazy' : 'eager'}
      style={{ display: 'block' }}
    />
  );
  const link = ad.link_url;
  if (!link) return image;
  const style = { display: 'block', borderRadius: 'var(--mantine-radius-md)' };
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
