export const name = '@acme/theme';
