/** How the identify screen takes a photo: the rear camera at an ideal 1280x720, captured as JPEG at quality 0.8; any image file is accepted. */
export const IMAGE_ACCEPT = 'image/*';
export const CAMERA_CONSTRAINTS = {
  facingMode: 'environment',
  width: { ideal: 1280 },
  height: { ideal: 720 },
} as const;
export const JPEG_QUALITY = 0.8;
export const CAMERA_ERROR = 'Unable to access camera. Please ensure camera permissions are granted.';
