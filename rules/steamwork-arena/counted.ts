/** "1 inch", "3 inches": a number with its unit, for the sentences a reader sees. */
export function counted(count: number, one: string, many: string): string {
  return `${String(count)} ${count === 1 ? one : many}`;
}
