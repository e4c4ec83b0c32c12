export const name = '@acme/config';
