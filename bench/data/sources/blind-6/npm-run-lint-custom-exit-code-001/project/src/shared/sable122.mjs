export function fmt122(x) {
  return `shared:sable122:${x}`;
}
