import { GraphQLError, Kind } from 'graphql';
import { builder } from '../builder';

const DECIMAL = /^-?\d+(\.\d+)?$/;

builder.scalarType('Decimal', {
  description: 'An exact decimal number as a string in major units, e.g. "12.50". Money is never a float.',
  serialize: (value) => String(value),
  parseValue: (value) => {
    if (typeof value !== 'string' || !DECIMAL.test(value)) throw new GraphQLError('Decimal must be a string such as "12.50"');
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || !DECIMAL.test(ast.value)) throw new GraphQLError('Decimal must be a string such as "12.50"');
    return ast.value;
  },
});

builder.scalarType('DateTime', {
  description: 'An instant as an ISO 8601 string in UTC, e.g. "2026-11-22T18:00:00.000Z".',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return date;
  },
});

builder.scalarType('JSON', {
  description: 'A JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
});
