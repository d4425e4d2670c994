import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';

/** `%text%` for an ILIKE, with the text's own wildcards (% and _) and backslashes matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Narrows a listing to the rows where one of `columns` (SQL expressions) contains `search`, in any
 * case (`:like` is the pattern's parameter); without a search the listing stays whole.
 */
export function whereAnyContains<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  search: string | undefined,
  columns: readonly string[],
): void {
  if (!search) return;
  const like = containsPattern(search);
  builder.andWhere(
    new Brackets((or) => {
      for (const [i, column] of columns.entries()) {
        if (i === 0) or.where(`${column} ILIKE :like`, { like });
        else or.orWhere(`${column} ILIKE :like`, { like });
      }
    }),
  );
}
