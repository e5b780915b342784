/**
 * GET /openapi.json and GET /asyncapi.json: documents that describe the API and the device protocol themselves,
 * so their answers are described only by their top level (their own specifications say the rest).
 */
import { z } from 'zod';

const info = z.looseObject({ title: z.string(), version: z.string() });

export const openApiDocumentAnswer = z.looseObject({ openapi: z.string(), info, paths: z.record(z.string(), z.unknown()) });

export const asyncApiDocumentAnswer = z.looseObject({ asyncapi: z.string(), info, channels: z.record(z.string(), z.unknown()) });
