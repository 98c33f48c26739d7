// Breaks the contract's split: a module outside the schema modules loads TypeBox.
import { Type } from 'typebox';

export const PageSize = Type.Integer({ maximum: 50 });
