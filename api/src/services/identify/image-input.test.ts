import sharp from 'sharp';
import { checkImageDataUrl, ImageInputError, sniffImageFormat } from './image-input.js';

const tiny = (format: 'jpeg' | 'png' | 'webp' | 'avif') =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#c8201e' } })
    .toFormat(format)
    .toBuffer();

describe('image input checks', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('recognises %s by its bytes', async (format) => {
    const bytes = await tiny(format);
    expect(sniffImageFormat(bytes)).toBe(format === 'avif' ? 'heif' : format);
    const checked = await checkImageDataUrl(`data:image/${format};base64,${bytes.toString('base64')}`);
    expect(checked).toMatchObject({ width: 16, height: 12 });
  });

  it('goes by content, not by the declared type', async () => {
    const png = await tiny('png');
    expect((await checkImageDataUrl(`data:image/jpeg;base64,${png.toString('base64')}`)).format).toBe('png');
  });

  it('recognises a HEIC header, and says plainly when a HEIC photo cannot be decoded', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    expect(sniffImageFormat(heic)).toBe('heif');
    await expect(checkImageDataUrl(`data:image/heic;base64,${heic.toString('base64')}`)).rejects.toThrow(
      /HEIC photo could not be decoded: send it as JPEG/,
    );
  });

  it.each([
    ['text', 'data:text/plain;base64,aGVsbG8='],
    ['a URL', 'https://example.com/a.jpg'],
    ['bad base64', 'data:image/png;base64,!!!!'],
    ['a BMP', `data:image/bmp;base64,${Buffer.from('BM').toString('base64')}`],
  ])('refuses %s', async (_n, url) => {
    await expect(checkImageDataUrl(url)).rejects.toBeInstanceOf(ImageInputError);
  });
});
