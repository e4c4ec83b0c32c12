export const name = '@acme/logger';
