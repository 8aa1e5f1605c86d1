/** The food table's query keys, in one place. */
export const foodsKeys = {
  all: () => ['foods'] as const,
  /** Every food in use: the meal-plan builder's and the recipes'. */
  table: () => ['foods', 'table'] as const,
  /** One page of the back office's table, as its filters ask. */
  page: (params: FoodsPageParams) => ['foods', 'page', params] as const,
};

export interface FoodsPageParams {
  search: string;
  /** A FOOD_GROUPS value, or '' for every group. */
  group: string;
  archived: boolean;
  page: number;
  pageSize: number;
}
