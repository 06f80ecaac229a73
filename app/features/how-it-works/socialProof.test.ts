// Which social-proof lines start with a figure that the About section shows in bold.
import { describe, expect, it } from 'vitest';
import { leadingFigure } from './socialProof';

describe('leadingFigure', () => {
  it('splits a line that starts with a figure', () => {
    expect(leadingFigure('500+ couples served')).toEqual({ figure: '500+', rest: 'couples served' });
    expect(leadingFigure('4.9/5 from 1,200 reviews')).toEqual({ figure: '4.9/5', rest: 'from 1,200 reviews' });
  });

  it('leaves a line without a leading figure whole', () => {
    expect(leadingFigure('Loved by couples since 2019')).toBeNull();
    expect(leadingFigure('')).toBeNull();
  });

  it('needs words after the figure', () => {
    expect(leadingFigure('500+')).toBeNull();
  });
});
