import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useReducedMotion, useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';

import { SCROLL_TOP_AFTER_PX } from '#shared/constants.ts';

/** The round 'Scroll to top' button, shown after a 400 px scroll. */
export function ScrollToTopButton() {
  const [scroll] = useWindowScroll();
  const reduceMotion = useReducedMotion();
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TOP_AFTER_PX}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size={48}
            radius="xl"
            variant="filled"
            aria-label="Scroll to top"
            title="Scroll to top"
            onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
          >
            <IconArrowUp size={22} aria-hidden="true" />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
