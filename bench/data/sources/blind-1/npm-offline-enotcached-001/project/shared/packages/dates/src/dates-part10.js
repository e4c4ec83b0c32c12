export function dates_10(x) {
  return x * 14;
}
