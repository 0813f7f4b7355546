import fastJson from 'fast-json-stringify';
import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * Writes response bodies with fast-json-stringify, compiled once per route from its zod response
 * schema (turned into JSON Schema), instead of zod's `encode` (a full copy of the answer) and
 * then `JSON.stringify` on every request.
 *
 * What a caller gets is the same: only the declared properties are written, so a row's other
 * columns never leak (zod strips them too), optional ones are left out when undefined, and
 * `null` stays `null` where the schema allows it. A schema that JSON Schema cannot express (a
 * transform, a date, a custom type) keeps zod's encoder. Unlike zod, a body that breaks its
 * schema (a refinement, a wrong type) is coerced instead of failing with a 500: the schemas
 * describe what the presenters build, and the tests check those shapes.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const json = jsonSchemaOf(route.schema);
  return json ? fastJson(json) : zodSerializerCompiler(route);
};

/** The JSON Schema fast-json-stringify compiles, or null when zod must encode. */
export function jsonSchemaOf(schema: z.ZodType | FastifySchema): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'openapi-3.0',
      unrepresentable: 'throw',
    });
    return forSerializer(json as JsonSchema);
  } catch {
    return null;
  }
}

/**
 * Two adjustments, everywhere in the tree: `additionalProperties: false` goes (undeclared
 * properties are dropped anyway; kept, it would make a union's branch reject an object that
 * merely has more than it declares), and `nullable` without a `type` (a nullable union) becomes
 * one more `anyOf` branch, `{ type: 'null' }`.
 */
function forSerializer(node: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = adjust(value);
  }
  const union = Array.isArray(out.anyOf) ? 'anyOf' : Array.isArray(out.oneOf) ? 'oneOf' : null;
  if (out.nullable === true && out.type === undefined && union) {
    delete out.nullable;
    out[union] = [...(out[union] as unknown[]), { type: 'null' }];
  }
  return out;
}

function adjust(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(adjust);
  if (value && typeof value === 'object') return forSerializer(value as JsonSchema);
  return value;
}
