/**
 * Confirmations of identifications: which candidate a signed-in user said is right (or that none fits), kept
 * with the photo at most 640 px on its longest side as JPEG, for training and audit. Listed newest first.
 */
import type { Confirmation, IdentificationSource } from '@pepper/contract';
import type { Knex } from 'knex';
import sharp from 'sharp';
import { now } from '../../db/connection.js';
import { decodeOrRefuse, SHARP_INPUT, type CheckedImage } from './image-input.js';

export const STORED_PHOTO_SIDE = 640;

interface Row {
  id: number;
  user_id: number;
  pepper_id: number | null;
  candidate_ids: string;
  source: IdentificationSource;
  created_at: string;
}

export interface ConfirmationInput {
  pepperId: number | null;
  candidateIds: number[];
  source: IdentificationSource;
}

/** Looks up a variety's name (the catalog's pepper lookup fits). */
export type PepperNames = { pepper(id: number): { name: string } | undefined };

const photoUrl = (id: number) => `/api/identify/confirmations/${id}/photo.jpg`;

function toConfirmation(r: Row, names: PepperNames): Confirmation {
  return {
    id: r.id,
    pepperId: r.pepper_id,
    pepperName: r.pepper_id === null ? null : (names.pepper(r.pepper_id)?.name ?? null),
    candidateIds: JSON.parse(r.candidate_ids) as number[],
    source: r.source,
    createdAt: r.created_at,
    photoUrl: photoUrl(r.id),
  };
}

/** The photo as it is kept: upright, at most STORED_PHOTO_SIDE px, JPEG. */
export function storedPhoto(image: CheckedImage): Promise<Buffer> {
  return decodeOrRefuse(() =>
    sharp(image.bytes, SHARP_INPUT)
      .rotate()
      .resize(STORED_PHOTO_SIDE, STORED_PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer(),
  );
}

export async function saveConfirmation(
  db: Knex,
  userId: number,
  input: ConfirmationInput,
  photo: Buffer,
  names: PepperNames,
): Promise<Confirmation> {
  const row = {
    user_id: userId,
    pepper_id: input.pepperId,
    candidate_ids: JSON.stringify(input.candidateIds),
    source: input.source,
    photo,
    created_at: now(),
  };
  const [id] = await db('identification_confirmations').insert(row);
  return toConfirmation({ ...row, id: Number(id) }, names);
}

/** Every confirmation of a user, newest first (also what an account data export lists). */
export async function listConfirmations(
  db: Knex,
  userId: number,
  names: PepperNames,
): Promise<Confirmation[]> {
  const rows = await db<Row>('identification_confirmations')
    .select('id', 'user_id', 'pepper_id', 'candidate_ids', 'source', 'created_at')
    .where({ user_id: userId })
    .orderBy('id', 'desc');
  return rows.map((r) => toConfirmation(r, names));
}

/** The stored photo of one of the user's confirmations, or null. */
export async function confirmationPhoto(db: Knex, userId: number, id: number): Promise<Buffer | null> {
  const row = await db('identification_confirmations').select('photo').where({ id, user_id: userId }).first();
  return row ? Buffer.from(row.photo as Uint8Array) : null;
}
