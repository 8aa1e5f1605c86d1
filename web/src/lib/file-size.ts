/**
 * A file's size as a person in Uruguay reads it: '850 KB', '3,2 MB', '1,4 GB'. The rule
 * lives with every other number's in contract/numbers.ts (the backup CLI writes sizes too).
 */
export { formatFileSize } from '@contract/numbers';
