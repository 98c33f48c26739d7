import { scaleForUpload } from './image-tools';

describe('scaling a photo before upload', () => {
  let size = { w: 4032, h: 3024 };
  let fail = false;
  const drawImage = vi.fn();
  const toDataURL = vi.fn(() => 'data:image/jpeg;base64,U0NBTEVE');
  const widths: number[] = [];
  const heights: number[] = [];

  beforeEach(() => {
    fail = false;
    widths.length = 0;
    heights.length = 0;
    class FakeImage {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      get naturalWidth() {
        return size.w;
      }
      get naturalHeight() {
        return size.h;
      }
      set src(_value: string) {
        queueMicrotask(() => (fail ? this.onerror?.() : this.onload?.()));
      }
    }
    vi.stubGlobal('Image', FakeImage);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
      fillRect: vi.fn(),
      fillStyle: '',
    } as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
      this: HTMLCanvasElement,
      ...args: unknown[]
    ) {
      widths.push(this.width);
      heights.push(this.height);
      return (toDataURL as (...a: unknown[]) => string)(...args);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws a 12-megapixel photo at 1280x960 as JPEG quality 0.8', async () => {
    size = { w: 4032, h: 3024 };
    expect(await scaleForUpload('data:image/jpeg;base64,BIG')).toBe('data:image/jpeg;base64,U0NBTEVE');
    expect([widths[0], heights[0]]).toEqual([1280, 960]);
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', 0.8);
  });

  it('scales a portrait photo by its height', async () => {
    size = { w: 3000, h: 4000 };
    await scaleForUpload('data:image/jpeg;base64,BIG');
    expect([widths[0], heights[0]]).toEqual([960, 1280]);
  });

  it('never enlarges a small photo', async () => {
    size = { w: 640, h: 480 };
    await scaleForUpload('data:image/png;base64,SMALL');
    expect([widths[0], heights[0]]).toEqual([640, 480]);
  });

  it('sends a photo the browser cannot decode as it is', async () => {
    fail = true;
    expect(await scaleForUpload('data:image/heic;base64,HEIC')).toBe('data:image/heic;base64,HEIC');
  });
});
