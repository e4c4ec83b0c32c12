export const name = '@acme/flags';
