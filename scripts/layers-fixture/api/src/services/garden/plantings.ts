// Breaks the API's layers: a service reaches up into a plugin.
import { HttpError } from '../../plugins/errors';
import { clamp } from '../../lib/numbers';

export const planting = (count: number) => {
  if (count < 0) throw new HttpError('negative');
  return clamp(count);
};
