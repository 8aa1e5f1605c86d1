import { useEffect } from 'react';
import { SITE } from './site';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/** Sets the tab title ('{title} | {site}') and the meta description while the page is shown. */
export function usePageMeta(title: string, description: string = SITE.description) {
  useEffect(() => {
    const previousTitle = document.title;
    const tag = descriptionTag();
    const previousDescription = tag.content;
    document.title = title ? `${title} | ${SITE.name}` : SITE.name;
    tag.content = description;
    return () => {
      document.title = previousTitle;
      tag.content = previousDescription;
    };
  }, [title, description]);
}
