import { z } from 'zod';
import { DOCUMENT_ID_PATTERN } from './index';

/**
 * The zod schema of a document ID a client may name ({@link DOCUMENT_ID_PATTERN}), for every callable
 * payload and every build-time schema that carries one: an ID Firestore would refuse is answered
 * `invalid-argument` at once, never `internal` after the write fails. (A module of its own: an app
 * that checks IDs with zod's mini API imports the pattern alone.)
 */
export const documentIdSchema = z.string().regex(DOCUMENT_ID_PATTERN);
