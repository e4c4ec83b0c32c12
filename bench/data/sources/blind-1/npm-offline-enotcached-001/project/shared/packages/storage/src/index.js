export const name = '@acme/storage';
