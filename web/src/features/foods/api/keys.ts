/** The food table's query keys, in one place. */
export const foodsKeys = {
  all: () => ['foods'] as const,
  list: (archived: boolean) => ['foods', 'list', archived] as const,
};
