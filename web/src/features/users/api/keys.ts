/** The users' query keys, in one place. */
export const usersKeys = {
  all: () => ['users'] as const,
  list: (params: { q: string; page: number; pageSize: number }) => ['users', params] as const,
  one: (id: string) => ['user', id] as const,
};
