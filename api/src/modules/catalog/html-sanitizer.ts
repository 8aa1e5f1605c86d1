import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for rich text written in the admin editor and shown to everyone:
 * formatting, lists, links, our own images and YouTube embeds. Nothing else survives:
 * no script, no event handlers, no javascript: or data: links, no other iframes.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'iframe',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'youtube.com'],
  allowIframeRelativeUrls: false,
  transformTags: {
    // Links that open elsewhere must not hand the opener to the other page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target
        ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' }
        : attribs,
    }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'iframe' &&
    !/^https:\/\/(www\.)?youtube(-nocookie)?\.com\/embed\//.test(frame.attribs.src ?? ''),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
