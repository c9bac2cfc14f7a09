import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet } from '@/lib/articles/image-widths';

describe('imageSrcSet', () => {
  it('offers each fixed width below the image and the image itself', () => {
    expect(imageSrcSet('/api/article-images/7', 1600)).toBe(
      '/api/article-images/7?w=480 480w, /api/article-images/7?w=800 800w, /api/article-images/7?w=1200 1200w, /api/article-images/7 1600w',
    );
    expect(imageSrcSet('/api/article-images/7', 800)).toBe('/api/article-images/7?w=480 480w, /api/article-images/7 800w');
    expect(imageSrcSet('/api/article-images/7', 300)).toBe('/api/article-images/7 300w');
  });

  it('never asks for a copy as wide as the image or wider, for any width', () => {
    for (let width = 1; width <= 2000; width += 7) {
      const asked = [...imageSrcSet('/i', width).matchAll(/\?w=(\d+) /g)].map((match) => Number(match[1]));
      expect(asked.every((copy) => copy < width && (IMAGE_WIDTHS as readonly number[]).includes(copy))).toBe(true);
      expect(imageSrcSet('/i', width).endsWith(`/i ${width}w`)).toBe(true);
    }
  });
});
