import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes kilobytes whole, megabytes and gigabytes with one decimal after a comma', () => {
    expect(formatFileSize(0)).toBe('1 KB');
    expect(formatFileSize(850_400)).toBe('850 KB');
    expect(formatFileSize(12_400_000)).toBe('12,4 MB');
    expect(formatFileSize(1_430_000_000)).toBe('1,4 GB');
  });

  it('never writes 1000 of a unit: the next unit takes over', () => {
    expect(formatFileSize(999_499)).toBe('999 KB');
    expect(formatFileSize(999_500)).toBe('1,0 MB');
    expect(formatFileSize(999_949_999)).toBe('999,9 MB');
    expect(formatFileSize(999_950_000)).toBe('1,0 GB');
  });
});
