export const name = '@acme/http';
