import { useEffect } from 'react';

/** Sets the tab title (and optionally the description) while a page is shown, restoring them after. */
export function useDocumentMeta(title: string, description?: string) {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousDescription = meta?.content;
    if (description) {
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
    return () => {
      document.title = previousTitle;
      if (description && meta && previousDescription !== undefined) meta.content = previousDescription;
    };
  }, [title, description]);
}
