export function dates_4(x) {
  return x * 8;
}
