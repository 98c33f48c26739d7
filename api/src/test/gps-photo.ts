import sharp from 'sharp';

/**
 * A phone's JPEG as a data URL: one colour, carrying EXIF with the camera's make and a GPS position
 * (51°30′ N, 0°7′ W), which the API must strip before it keeps the photo.
 */
export async function jpegWithGps({
  width,
  height,
  background,
}: {
  width: number;
  height: number;
  background: { r: number; g: number; b: number };
}): Promise<string> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background } })
    .withExif({
      IFD0: { Make: 'PhoneCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
