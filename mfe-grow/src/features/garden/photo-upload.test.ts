import { photoForUpload } from './photo-upload';

describe('a photo chosen for the garden', () => {
  it('is sent as a data URL when it is an image of 8 MB at most', async () => {
    const photo = new File([new Uint8Array([255, 216, 255])], 'pod.jpg', { type: 'image/jpeg' });
    expect(await photoForUpload(photo)).toEqual({ dataUrl: 'data:image/jpeg;base64,/9j/' });
  });

  it('is refused when it is not an image', async () => {
    const notes = new File(['seeds'], 'notes.txt', { type: 'text/plain' });
    expect(await photoForUpload(notes)).toEqual({
      problem: 'The photo must be an image (JPEG, PNG, WebP or HEIC).',
    });
  });

  it('is refused above 8 MB, before any upload', async () => {
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(await photoForUpload(big)).toEqual({
      problem: 'The photo is larger than 8 MB: choose a smaller one.',
    });
  });
});
