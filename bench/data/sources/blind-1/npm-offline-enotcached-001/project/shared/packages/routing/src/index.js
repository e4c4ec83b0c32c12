export const name = '@acme/routing';
