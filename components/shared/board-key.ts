import { css } from 'lit';

/**
 * A board's key, the `<ul class="key">` under a drawn board naming what its marks mean: its entries
 * in one row that wraps, without bullets or an indent, a little below the board. Each board sets the
 * key's `gap` and `font-size` itself, as its marks and labels need (the hex boards' keys are
 * smaller than the sky map's).
 */
export const boardKeyStyles = css`
  .key {
    list-style: none;
    margin: 0.3rem 0 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
  }
`;
