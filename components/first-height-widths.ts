/** The column widths, in px, at which each widget's first height is measured (first-heights.ts): a phone's to a wide post's. */
export const FIRST_HEIGHT_WIDTHS: readonly number[] = [320, 400, 520, 680, 860];
