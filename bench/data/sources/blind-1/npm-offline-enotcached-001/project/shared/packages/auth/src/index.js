export const name = '@acme/auth';
