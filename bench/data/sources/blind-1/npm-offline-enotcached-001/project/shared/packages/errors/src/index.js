export const name = '@acme/errors';
