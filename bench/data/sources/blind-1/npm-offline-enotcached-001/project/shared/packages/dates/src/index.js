export const name = '@acme/dates';
