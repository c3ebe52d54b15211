/** The parents screen's queries, under one key so an unlink refreshes the list and the coverage together. */
export const schoolParentsKeys = {
  all: (schoolId: number) => ['school-parents', schoolId] as const,
  list: (schoolId: number, filters: ParentFilters, page: number) =>
    [...schoolParentsKeys.all(schoolId), 'list', filters, page] as const,
  coverage: (schoolId: number) => [...schoolParentsKeys.all(schoolId), 'coverage'] as const,
};

/** What the reader typed and chose: words of a name or email, and one class. */
export interface ParentFilters {
  searchText: string;
  groupId: number | null;
}
