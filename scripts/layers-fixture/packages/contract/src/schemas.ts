import { Type } from 'typebox';

export const PepperSchema = Type.Object({ id: Type.String() });
export type Pepper = { id: string };
