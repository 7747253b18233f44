import { Image } from '@mantine/core';
import { useEffect } from 'react';

import notFoundImage from '../../assets/not-found.svg';
import { usePageMeta } from '../../lib/page-meta.ts';
import { MessagePage } from '../message-page/message-page.tsx';

/** The not-found page: an illustration and 'Go to home' (spec section 2). */
export function NotFoundView() {
  usePageMeta('Page not found', 'The page you were looking for is not on Kiwi Services.', null, {
    status: 404,
    noindex: true,
  });
  useNoIndex();
  return (
    <MessagePage
      py={48}
      media={
        <Image
          src={notFoundImage}
          alt="A lost kiwi bird next to a 404 signpost"
          w="100%"
          maw={420}
          h="auto"
        />
      }
      title="Page not found"
      text="Sorry, we could not find the page you were looking for. It may have moved, or the link may be wrong."
    />
  );
}

/** Asks search engines not to index the page while it is shown. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
