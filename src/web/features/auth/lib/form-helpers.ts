import { z } from 'zod';

import { requiredMessage } from '#shared/messages.ts';

/** '{field} is required' (spec section 5). */
export const requiredField = (label: string) => z.string().trim().min(1, requiredMessage(label));
