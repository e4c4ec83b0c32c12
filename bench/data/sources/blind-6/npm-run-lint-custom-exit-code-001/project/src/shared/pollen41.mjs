export function fmt41(x) {
  return `shared:pollen41:${x}`;
}
