import { useState } from 'react';

/** The latest non-null value: a closing modal keeps showing its content while it fades out. */
export function useLastValue<T>(value: T | null): T | null {
  const [last, setLast] = useState<T | null>(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
