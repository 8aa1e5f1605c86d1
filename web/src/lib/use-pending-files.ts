import { useCallback, useEffect, useRef, useState } from 'react';

export interface PendingFile {
  key: string;
  file: File;
  /** A preview URL for images; revoked when the file leaves the list or the page closes. */
  url: string;
  /** The last upload of this file failed. */
  failed?: boolean;
}

let seq = 0;

/** Files chosen but not saved yet (spec §4 'pending list'), with their preview URLs. */
export function usePendingFiles() {
  const [items, setItems] = useState<PendingFile[]>([]);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const set = urls.current;
    return () => {
      for (const u of set) URL.revokeObjectURL(u);
      set.clear();
    };
  }, []);

  const add = useCallback((files: File[]): PendingFile[] => {
    const added = files.map((file) => {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      seq += 1;
      return { key: `pending-${seq}`, file, url };
    });
    setItems((prev) => [...prev, ...added]);
    return added;
  }, []);

  const remove = useCallback((keys: string[]) => {
    setItems((prev) => {
      const gone = prev.filter((p) => keys.includes(p.key));
      for (const g of gone) {
        URL.revokeObjectURL(g.url);
        urls.current.delete(g.url);
      }
      return prev.filter((p) => !keys.includes(p.key));
    });
  }, []);

  const markFailed = useCallback((keys: string[], failed: boolean) => {
    setItems((prev) => prev.map((p) => (keys.includes(p.key) ? { ...p, failed } : p)));
  }, []);

  const clear = useCallback(() => {
    setItems((prev) => {
      for (const p of prev) {
        URL.revokeObjectURL(p.url);
        urls.current.delete(p.url);
      }
      return [];
    });
  }, []);

  return { items, add, remove, markFailed, clear };
}
