import { useEffect } from 'react';
import { pageTitle, PAGE_META, type PublicPath } from '@contract/pages';
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

/** A public page's title and description, the ones the server wrote into its HTML. */
export function usePublicPageMeta(path: PublicPath) {
  const { title, description } = PAGE_META[path];
  usePageMeta(title, description);
}

/** Sets the tab title ('{title} | {site}') and the meta description while the page is shown. */
export function usePageMeta(title: string, description: string = SITE.description) {
  useEffect(() => {
    const previousTitle = document.title;
    const tag = descriptionTag();
    const previousDescription = tag.content;
    document.title = pageTitle(title);
    tag.content = description;
    return () => {
      document.title = previousTitle;
      tag.content = previousDescription;
    };
  }, [title, description]);
}
