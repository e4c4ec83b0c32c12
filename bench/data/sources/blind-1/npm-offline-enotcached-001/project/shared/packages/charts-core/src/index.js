export const name = '@acme/charts-core';
