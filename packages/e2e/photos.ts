import type { Page } from '@playwright/test';

/**
 * A photo drawn by the browser as a PNG, 400 × 440 points at `scale` pixels a point: an orange, habanero-style
 * lantern pod on a pale table, or a blue sky with no pepper in it.
 */
export async function drawnPhoto(page: Page, subject: 'pod' | 'sky', scale: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([what, pixels]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 400 * pixels;
      canvas.height = 440 * pixels;
      const c = canvas.getContext('2d')!;
      c.scale(pixels, pixels);
      if (what === 'sky') {
        const sky = c.createLinearGradient(0, 0, 0, 440);
        sky.addColorStop(0, '#2f6fd0');
        sky.addColorStop(1, '#bcd8f5');
        c.fillStyle = sky;
        c.fillRect(0, 0, 400, 440);
        return canvas.toDataURL('image/png');
      }
      c.fillStyle = '#f4f1ea';
      c.fillRect(0, 0, 400, 440);
      c.fillStyle = '#f27a0c';
      c.beginPath();
      c.moveTo(110, 130);
      c.bezierCurveTo(110, 95, 160, 88, 200, 96);
      c.bezierCurveTo(240, 88, 290, 95, 290, 130);
      c.bezierCurveTo(296, 190, 270, 250, 235, 300);
      c.bezierCurveTo(220, 322, 205, 340, 198, 342);
      c.bezierCurveTo(190, 338, 176, 320, 162, 300);
      c.bezierCurveTo(128, 250, 104, 190, 110, 130);
      c.fill();
      c.fillStyle = '#4f7a2a';
      c.fillRect(192, 66, 14, 34);
      return canvas.toDataURL('image/png');
    },
    [subject, scale] as const,
  );
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}
