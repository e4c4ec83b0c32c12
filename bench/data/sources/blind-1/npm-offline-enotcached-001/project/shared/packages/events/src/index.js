export const name = '@acme/events';
